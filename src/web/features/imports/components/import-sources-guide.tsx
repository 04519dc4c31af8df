import { ChevronRight } from 'lucide-react';
import { IMPORT_SOURCES } from '@/web/features/imports/lib/import-sources';

/** Where each app keeps its export: a disclosure, so the section stays short for those who know. */
export function ImportSourcesGuide() {
  return (
    <details className="group mt-5 rounded-2xl bg-stone-50 ring-1 ring-stone-200 ring-inset dark:bg-stone-950/40 dark:ring-stone-800">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 text-[0.9375rem] font-semibold text-stone-900 hover:bg-stone-100 dark:text-white dark:hover:bg-stone-900 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-90 dark:text-stone-400"
        />
        Where to find your export
      </summary>
      <dl className="grid gap-x-6 gap-y-3 px-4 pt-1 pb-4 text-sm leading-6 sm:grid-cols-[11rem_1fr]">
        {IMPORT_SOURCES.map(({ app, where }) => (
          <div key={app} className="sm:contents">
            <dt className="font-semibold text-stone-900 dark:text-white">{app}</dt>
            <dd className="text-stone-600 dark:text-stone-300">{where}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
