import type { ImportCounts as Counts } from '@/shared/imports/import-schemas';
import { formatCount } from '@/web/features/imports/lib/import-progress';

const ROWS: Array<{ key: keyof Counts; label: string }> = [
  { key: 'added', label: 'Added' },
  { key: 'duplicates', label: 'Already in your library' },
  { key: 'invalid', label: 'Invalid' },
  { key: 'fetched', label: 'Content fetched' },
  { key: 'failed', label: 'Content failed' },
  { key: 'pending', label: 'Still fetching' },
];

/** What became of the file's entries, and of the added articles' content. */
export function ImportCounts({ counts }: { counts: Counts }) {
  return (
    <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-stone-200 ring-1 ring-stone-200 sm:grid-cols-3 dark:bg-stone-800 dark:ring-stone-800">
      {ROWS.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse bg-white px-4 py-3 dark:bg-stone-900">
          <dt className="text-[0.8125rem] leading-5 text-stone-600 dark:text-stone-400">{label}</dt>
          <dd className="text-xl font-semibold text-stone-900 tabular-nums dark:text-white">
            {formatCount(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
