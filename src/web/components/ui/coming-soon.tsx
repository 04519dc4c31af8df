import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/web/components/ui/document-title';

type ComingSoonProps = {
  title: string;
  icon: LucideIcon;
  /** One honest line about what the screen will do. */
  description: string;
  children?: ReactNode;
};

/** Stand-in for a screen a later issue builds: it names the screen and promises nothing more. */
export function ComingSoon({ title, icon: Icon, description, children }: ComingSoonProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-5 py-20 sm:px-8 sm:py-28">
      <DocumentTitle title={title} />
      <div className="rounded-3xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm shadow-stone-900/5 sm:px-12 sm:py-16 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-base leading-7 text-stone-600 dark:text-stone-300">
          {description}
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
          This screen is on its way.
        </p>
      </div>
      {children}
    </div>
  );
}
