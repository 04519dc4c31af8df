import { Download } from 'lucide-react';
import type {
  ImportCounts,
  ImportItemFilter,
  ImportItemReport,
} from '@/shared/imports/import-schemas';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useRetryImportItem } from '@/web/features/imports/api/retry-content';
import { ImportReportItem } from '@/web/features/imports/components/import-report-item';
import { ReportFilterChips } from '@/web/features/imports/components/report-filter-chips';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';

type ImportReportProps = {
  importId: string;
  counts: ImportCounts;
  filter: ImportItemFilter;
  onFilterChange: (filter: ImportItemFilter) => void;
  items: ImportItemReport[];
  /** The shown lines belong to the previous filter while the new one loads. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetried?: () => void;
};

const EMPTY: Record<ImportItemFilter, string> = {
  all: 'No entries read yet.',
  added: 'No articles were added.',
  duplicates: 'No duplicates: every entry was new to your library.',
  failed: 'Nothing failed.',
};

function retryFailure(error: unknown): string {
  return error instanceof ApiError && (error.status === 0 || error.status < 500)
    ? error.message
    : 'Canyon could not try again. Please retry in a moment.';
}

/** Every entry of the file and what became of it, filtered, a page at a time. */
export function ImportReport({
  importId,
  counts,
  filter,
  onFilterChange,
  items,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetried,
}: ImportReportProps) {
  const retry = useRetryImportItem({ onRetried });
  const failures = counts.invalid + counts.failed;

  return (
    <div className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-base font-semibold text-stone-900 dark:text-white">Report</h3>
        {failures > 0 && (
          <a
            href={`/api/imports/${encodeURIComponent(importId)}/failures.csv`}
            download
            className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'self-start')}
          >
            <Download aria-hidden="true" />
            Download failures (CSV)
          </a>
        )}
      </div>
      <div className="mt-3">
        <ReportFilterChips value={filter} counts={counts} onChange={onFilterChange} />
      </div>

      {retry.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-400">
          {retryFailure(retry.error)}
        </p>
      )}

      {items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 px-5 py-6 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {EMPTY[filter]}
        </p>
      ) : (
        <ul
          aria-label="Import report"
          aria-busy={stale || undefined}
          className={cn(
            'mt-4 divide-y divide-stone-200 border-y border-stone-200 transition-opacity dark:divide-stone-800 dark:border-stone-800',
            stale && 'opacity-60',
          )}
        >
          {items.map((item) => (
            <ImportReportItem
              key={item.id}
              item={item}
              retrying={retry.isPending && retry.variables === item.articleId}
              onRetry={(articleId) => retry.mutate(articleId)}
            />
          ))}
        </ul>
      )}

      {hasMore && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore && <Spinner />}
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
