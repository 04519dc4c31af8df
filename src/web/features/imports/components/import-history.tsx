import type { ImportSummary } from '@/shared/imports/import-schemas';
import { formatImportDate } from '@/web/features/imports/lib/format-import-date';
import { formatCount, isImportRunning } from '@/web/features/imports/lib/import-progress';
import { cn } from '@/web/lib/cn';

/** Only an import that has not simply finished says where it stands. */
function stateWord({ status }: ImportSummary): string | null {
  if (isImportRunning(status)) return 'In progress';
  return status === 'failed' ? 'Stopped' : null;
}

function countsLine({ counts }: ImportSummary): string {
  const parts = [`${formatCount(counts.added)} added`];
  if (counts.duplicates > 0) parts.push(`${formatCount(counts.duplicates)} duplicates`);
  const failed = counts.invalid + counts.failed;
  if (failed > 0) parts.push(`${formatCount(failed)} failed`);
  return parts.join(' · ');
}

/** The reader's imports, newest first; choosing one shows its progress and report above. */
export function ImportHistory({
  imports,
  currentId,
  onSelect,
}: {
  imports: ImportSummary[];
  currentId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="mt-8">
      <h3 className="text-base font-semibold text-stone-900 dark:text-white">Your imports</h3>
      <ul className="mt-3 space-y-2">
        {imports.map((summary) => {
          const current = summary.id === currentId;
          const state = stateWord(summary);
          return (
            <li key={summary.id}>
              <button
                type="button"
                aria-current={current || undefined}
                onClick={() => onSelect(summary.id)}
                className={cn(
                  'flex w-full flex-col items-start gap-0.5 rounded-2xl px-4 py-3 text-left text-sm ring-1 transition-colors ring-inset sm:flex-row sm:items-center sm:justify-between sm:gap-4',
                  current
                    ? 'bg-amber-50 ring-amber-300 dark:bg-amber-400/10 dark:ring-amber-400/30'
                    : 'ring-stone-200 hover:bg-stone-50 dark:ring-stone-800 dark:hover:bg-stone-900',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-stone-900 dark:text-white">
                    {summary.fileName}
                  </span>
                  <span className="block text-stone-600 dark:text-stone-400">
                    {formatImportDate(summary.createdAt)} · {summary.formatName}
                  </span>
                </span>
                <span className="shrink-0 text-stone-700 sm:text-right dark:text-stone-300">
                  <span className="block">{countsLine(summary)}</span>
                  {state && (
                    <span className="block text-stone-500 dark:text-stone-400">{state}</span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
