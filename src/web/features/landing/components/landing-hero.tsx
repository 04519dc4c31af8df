import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ProductPreview } from '@/web/features/landing/components/product-preview';

/** `preview`: sample articles as the library shows them, for the product preview. */
export function LandingHero({ preview }: { preview: ReactNode }) {
  return (
    <section aria-labelledby="landing-heading" className="relative isolate overflow-hidden">
      {/* Warm light from above; purely decorative. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_55%_at_50%_0%,rgb(245_158_11/0.16),transparent_70%)] dark:bg-[radial-gradient(60%_55%_at_50%_0%,rgb(245_158_11/0.12),transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-5 pt-14 pb-12 text-center sm:px-8 sm:pt-24 sm:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white/70 px-3.5 py-1.5 text-sm font-medium text-stone-700 shadow-sm shadow-stone-900/5 dark:border-stone-800 dark:bg-stone-900/70 dark:text-stone-300">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
          Read later, on your own server
        </p>
        <h1
          id="landing-heading"
          className="mx-auto mt-8 max-w-4xl text-[2.75rem] leading-[1.05] font-bold tracking-tight text-balance text-stone-900 sm:text-6xl lg:text-7xl dark:text-white"
        >
          Save. Understand. <span className="text-brand-ink dark:text-brand-ink-dark">Thrive.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-stone-600 sm:text-xl sm:leading-9 dark:text-stone-300">
          Transform how you consume online content with AI-powered article summaries and intelligent
          organization.
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.auth.href()} size="lg">
            Start Reading
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={paths.auth.href()} size="lg" variant="secondary">
            Sign In
          </ButtonLink>
        </div>
        <p className="mt-5 text-sm text-stone-600 dark:text-stone-400">
          Saving, reading, tags and archive are free. AI summaries come with Pro.
        </p>
        <ProductPreview library={preview} className="mt-16 sm:mt-20" />
      </div>
    </section>
  );
}
