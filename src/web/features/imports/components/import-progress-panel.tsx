import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ImportSummary } from '@/shared/imports/import-schemas';
import { ImportCounts } from '@/web/features/imports/components/import-counts';
import { ImportProgressBar } from '@/web/features/imports/components/import-progress-bar';
import { formatFileSize } from '@/web/features/imports/lib/format-file-size';
import { formatImportDate } from '@/web/features/imports/lib/format-import-date';
import {
  IMPORT_STATUS_WORDS,
  importProgress,
  isImportRunning,
} from '@/web/features/imports/lib/import-progress';

/** One import's state: what it is doing, how far it got, and what became of the entries. */
export function ImportProgressPanel({ summary }: { summary: ImportSummary }) {
  const progress = importProgress(summary);
  const running = isImportRunning(summary.status);
  return (
    <div data-import-status={summary.status}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        {/* Only the status words are announced; the counts change too often to be read out. */}
        <p
          aria-live="polite"
          className="flex items-center gap-2 text-base font-semibold text-stone-900 dark:text-white"
        >
          {summary.status === 'done' && (
            <CircleCheck
              aria-hidden="true"
              className="size-5 text-emerald-700 dark:text-emerald-400"
            />
          )}
          {summary.status === 'failed' && (
            <CircleAlert aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
          )}
          {IMPORT_STATUS_WORDS[summary.status]}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {running
            ? `Started ${formatImportDate(summary.createdAt)}`
            : summary.finishedAt
              ? `${summary.status === 'done' ? 'Finished' : 'Stopped'} ${formatImportDate(summary.finishedAt)}`
              : null}
        </p>
      </div>
      <p className="mt-1 text-sm break-words text-stone-600 dark:text-stone-400">
        <span className="font-medium text-stone-800 dark:text-stone-200">{summary.fileName}</span>
        {' · '}
        {summary.formatName}
        {' · '}
        {formatFileSize(summary.fileSize)}
      </p>

      <div className="mt-4">
        <ImportProgressBar
          percent={progress.percent}
          caption={progress.caption}
          stopped={summary.status === 'failed'}
        />
      </div>

      {summary.status === 'failed' && (
        <p className="mt-4 rounded-2xl bg-red-50 p-4 text-sm leading-6 text-red-900 ring-1 ring-red-200 ring-inset dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900">
          {summary.error ?? 'Canyon could not read the file to the end.'}
        </p>
      )}

      <ImportCounts counts={summary.counts} />
    </div>
  );
}
