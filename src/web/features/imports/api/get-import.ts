import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ImportDetail, ImportItemFilter } from '@/shared/imports/import-schemas';
import { IMPORT_POLL_MS, importKeys } from '@/web/features/imports/api/import-keys';
import { isImportActive } from '@/web/features/imports/lib/import-progress';
import { api } from '@/web/lib/api-client';

/** Report lines a page (the server's default). */
export const REPORT_PAGE_SIZE = 100;

export function getImport(
  id: string,
  page: { filter: ImportItemFilter; cursor?: string },
  signal?: AbortSignal,
): Promise<ImportDetail> {
  return api.get<ImportDetail>(`/api/imports/${encodeURIComponent(id)}`, {
    query: { filter: page.filter, cursor: page.cursor, limit: REPORT_PAGE_SIZE },
    signal,
  });
}

export function importDetailOptions(id: string, filter: ImportItemFilter) {
  return infiniteQueryOptions({
    queryKey: importKeys.detail(id, filter),
    queryFn: ({ pageParam, signal }) => getImport(id, { filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    // One request carries the counts and the report, so they always agree; every loaded page is
    // asked again, which stays small (pages of 100, and most readers never load a second one).
    refetchInterval: (query) => {
      const first = query.state.data?.pages[0];
      return first && isImportActive(first) ? IMPORT_POLL_MS : false;
    },
  });
}

/**
 * One import: its status and counts (from the first page) and its report under `filter`. While
 * another filter loads, the last one stays on screen, so the progress panel does not flash.
 */
export function useImportDetail(id: string, filter: ImportItemFilter) {
  return useInfiniteQuery({
    ...importDetailOptions(id, filter),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}
