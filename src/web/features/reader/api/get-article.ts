import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { api } from '@/web/lib/api-client';

export const readerKeys = {
  detail: (id: string) => ['article', id] as const,
};

export function getArticle(id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(`/api/articles/${encodeURIComponent(id)}`, { signal });
}

/** While an imported article's content is being fetched, the reader looks again this often. */
export const CONTENT_POLL_MS = 3000;

export function articleOptions(id: string) {
  return queryOptions({
    queryKey: readerKeys.detail(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    // The content of an imported article arrives in the background (issue #16).
    refetchInterval: (query) =>
      query.state.data?.contentStatus === 'pending' ? CONTENT_POLL_MS : false,
  });
}

/** One article with its content; another reader's or a missing one answers 404. */
export function useArticle(id: string) {
  return useQuery(articleOptions(id));
}
