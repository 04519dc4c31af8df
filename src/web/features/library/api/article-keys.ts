import type { QueryClient } from '@tanstack/react-query';
import { effectiveSort, type ListFilter } from '@/web/features/library/lib/list-filter';

/** Query keys of the library's data; other screens refresh it through invalidateLibrary. */
export const libraryKeys = {
  lists: ['articles', 'list'] as const,
  // Sorted tags and the effective order, so equal lists share one cache entry.
  list: (filter: ListFilter) =>
    [
      'articles',
      'list',
      {
        archived: filter.archived,
        tags: [...filter.tags].sort(),
        q: filter.q.trim(),
        sort: effectiveSort(filter),
        progress: filter.progress,
      },
    ] as const,
  tags: ['articles', 'tags'] as const,
};

/** Spec "Dashboard": archiving, deleting or saving refreshes the list (and its tags). */
export function invalidateLibrary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['articles'] });
}
