import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

export function LandingClosing() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="mx-auto w-full max-w-6xl px-5 pb-20 sm:px-8 sm:pb-28"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-stone-900 px-6 py-16 text-center shadow-xl shadow-stone-900/20 ring-1 ring-stone-900 sm:px-16 sm:py-20 dark:bg-stone-900 dark:shadow-none dark:ring-white/10">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_120%,rgb(245_158_11/0.35),transparent_70%)]"
        />
        <h2
          id="closing-heading"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to organize your reading?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-stone-300">
          Create your account in a minute and save your first article today.
        </p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to={paths.auth.href()} size="lg" className="w-full sm:w-auto">
            Get Started for Free
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
