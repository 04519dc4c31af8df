import { useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@/shared/imports/import-schemas';
import { IMPORT_POLL_MS, importKeys } from '@/web/features/imports/api/import-keys';
import { isImportRunning } from '@/web/features/imports/lib/import-progress';
import { api } from '@/web/lib/api-client';

export function listImports(signal?: AbortSignal): Promise<{ items: ImportSummary[] }> {
  return api.get<{ items: ImportSummary[] }>('/api/imports', { signal });
}

/**
 * The reader's recent imports, newest first: the newest is the one shown after a reload.
 * `shownId`: the import on screen, when the reader chose one. If that is not the newest, nothing
 * else follows the newest while it runs, so the list is asked again now and then (whether a new
 * import can start depends on it).
 */
export function useImports({ shownId = null }: { shownId?: string | null } = {}) {
  return useQuery({
    queryKey: importKeys.list,
    queryFn: ({ signal }) => listImports(signal),
    select: (data) => data.items,
    staleTime: 0,
    refetchInterval: (query) => {
      const newest = query.state.data?.items[0];
      const unwatched = shownId !== null && newest !== undefined && newest.id !== shownId;
      return unwatched && isImportRunning(newest.status) ? IMPORT_POLL_MS * 2 : false;
    },
  });
}
