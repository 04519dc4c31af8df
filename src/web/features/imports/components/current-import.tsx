import { RotateCcw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import type { ImportItemFilter } from '@/shared/imports/import-schemas';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useImportDetail } from '@/web/features/imports/api/get-import';
import { ImportProgressPanel } from '@/web/features/imports/components/import-progress-panel';
import { ImportReport } from '@/web/features/imports/components/import-report';
import { useImportChanges } from '@/web/features/imports/hooks/use-import-changes';
import { isImportActive } from '@/web/features/imports/lib/import-progress';
import { ApiError } from '@/web/lib/api-client';

type CurrentImportProps = {
  id: string;
  onStatusChange?: () => void;
  onLibraryChange?: () => void;
};

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message =
    error instanceof ApiError && (error.status === 0 || error.status === 404)
      ? error.message
      : 'This import could not be loaded.';
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center sm:justify-between dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
    >
      {message}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/**
 * The import being looked at: its progress, asked for again while it runs, and its report. It
 * is found again after a reload, since the section shows the newest import by default.
 */
export function CurrentImport({ id, onStatusChange, onLibraryChange }: CurrentImportProps) {
  const [filter, setFilter] = useState<ImportItemFilter>('all');
  const detail = useImportDetail(id, filter);
  const pages = detail.data?.pages;
  const summary = pages?.[0];
  useImportChanges(summary, { onStatusChange, onLibraryChange });

  if (!summary) {
    return detail.isError ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-2.5 w-full rounded-full" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }

  // Polling that gets no answer (offline, server away) leaves the last progress on screen.
  const unreachable =
    isImportActive(summary) && (detail.isError || detail.fetchStatus === 'paused');

  return (
    <div>
      <ImportProgressPanel summary={summary} />
      {unreachable && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-50 p-4 text-sm leading-6 text-amber-950 ring-1 ring-amber-200 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/20"
        >
          <WifiOff aria-hidden="true" className="mt-1 size-4 shrink-0" />
          Canyon cannot reach the server right now, so this progress may be behind. The import goes
          on there, and this updates once the connection is back.
        </p>
      )}
      <ImportReport
        importId={id}
        counts={summary.counts}
        filter={filter}
        onFilterChange={setFilter}
        items={pages.flatMap((page) => page.items)}
        stale={detail.isPlaceholderData}
        hasMore={detail.hasNextPage}
        loadingMore={detail.isFetchingNextPage}
        onLoadMore={() => void detail.fetchNextPage()}
        onRetried={onLibraryChange}
      />
    </div>
  );
}
