import type { ImportCounts, ImportItemFilter } from '@/shared/imports/import-schemas';
import { formatCount } from '@/web/features/imports/lib/import-progress';
import { cn } from '@/web/lib/cn';

const FILTERS: Array<{ id: ImportItemFilter; label: string; count: (c: ImportCounts) => number }> =
  [
    { id: 'all', label: 'All', count: (c) => c.total },
    { id: 'added', label: 'Added', count: (c) => c.added },
    { id: 'duplicates', label: 'Duplicates', count: (c) => c.duplicates },
    // The server's "failed": entries it could not read, and content it could not fetch.
    { id: 'failed', label: 'Failed', count: (c) => c.invalid + c.failed },
  ];

/** The report's filters: a toggle group, one pressed at a time, each with its count. */
export function ReportFilterChips({
  value,
  counts,
  onChange,
}: {
  value: ImportItemFilter;
  counts: ImportCounts;
  onChange: (filter: ImportItemFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
      {FILTERS.map(({ id, label, count }) => {
        const pressed = id === value;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(id)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors',
              pressed
                ? 'bg-stone-900 text-white hover:bg-stone-800 dark:bg-white dark:text-stone-950 dark:hover:bg-stone-200'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-100 hover:text-stone-950 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white',
            )}
          >
            {label}
            <span
              className={cn(
                'tabular-nums',
                pressed ? 'opacity-80' : 'text-stone-500 dark:text-stone-400',
              )}
            >
              {formatCount(count(counts))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
