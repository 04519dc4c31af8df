import type { ReactNode } from 'react';
import { DocumentTitle } from '@/web/components/ui/document-title';

/** A long-form text page (terms, privacy): readable measure, calm type, clear section rhythm. */
export function ProsePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-2xl px-5 py-16 sm:px-8 sm:py-24">
      <DocumentTitle title={title} />
      <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
        {title}
      </h1>
      <p className="mt-6 text-lg leading-8 text-stone-600 dark:text-stone-300">{lead}</p>
      <div className="mt-12 space-y-10 text-base leading-7 text-stone-700 dark:text-stone-300 [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-ink-dark [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-stone-900 dark:[&_h2]:text-white [&_li]:pl-1 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-stone-900 dark:[&_strong]:text-white [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}
