import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ArticlePage, ArticleSummary } from '@/shared/articles/article-schemas';
import { libraryKeys } from '@/web/features/library/api/article-keys';
import {
  effectiveSort,
  isSearching,
  type ListFilter,
} from '@/web/features/library/lib/list-filter';
import { api } from '@/web/lib/api-client';

/** Spec §9: 20 articles a page. */
export const PAGE_SIZE = 20;

/** While an imported article's content is on its way, the list looks again this often. */
export const CONTENT_POLL_MS = 5000;

type ListData = InfiniteData<ArticlePage, string | undefined>;

function hasPendingContent(data: ListData | undefined): boolean {
  return (
    data?.pages.some((page) => page.items.some((item) => item.contentStatus === 'pending')) ?? false
  );
}

export function listArticles(
  filter: ListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  return api.get<ArticlePage>('/api/articles', {
    query: {
      archived: filter.archived,
      tags: filter.tags.length > 0 ? filter.tags.join(',') : undefined,
      q: isSearching(filter) ? filter.q.trim() : undefined,
      sort: effectiveSort(filter),
      progress: filter.progress ?? undefined,
      cursor,
      limit: PAGE_SIZE,
    },
    signal,
  });
}

export function articleListOptions(filter: ListFilter) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listArticles(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The server says when there is more: "Load more" shows while nextCursor is set.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Imported articles show "Fetching content…" until it arrives (issue #16); one quiet
    // refresh of the list, not a spinner per card, brings the change.
    refetchInterval: (query) => (hasPendingContent(query.state.data) ? CONTENT_POLL_MS : false),
  });
}

export function useArticleList(filter: ListFilter) {
  return useInfiniteQuery({
    ...articleListOptions(filter),
    // Changing the filter keeps the old list on screen (dimmed) instead of flashing skeletons.
    placeholderData: (previous) => previous,
  });
}

/** Applies a change to one article in every cached list, e.g. to drop it at once. */
export function updateCachedLists(
  queryClient: QueryClient,
  change: (item: ArticleSummary, filterArchived: boolean) => ArticleSummary | null,
): void {
  for (const [key, data] of queryClient.getQueriesData<ListData>({
    queryKey: libraryKeys.lists,
  })) {
    if (!data) continue;
    const filter = key[2] as ListFilter | undefined;
    const archived = filter?.archived ?? false;
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.flatMap((item) => {
          const next = change(item, archived);
          return next ? [next] : [];
        }),
      })),
    });
  }
}
