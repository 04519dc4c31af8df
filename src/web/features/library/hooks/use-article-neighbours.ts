import { useInfiniteQuery } from '@tanstack/react-query';
import { articleListOptions } from '@/web/features/library/api/list-articles';
import {
  currentListFilter,
  neighboursOf,
  type Neighbours,
} from '@/web/features/library/lib/current-list';

/**
 * The articles before and after this one in the dashboard's current list, from what the
 * dashboard already loaded. Never fetches: opened from elsewhere, the reader has no neighbours.
 */
export function useArticleNeighbours(articleId: string): Neighbours {
  const { data } = useInfiniteQuery({ ...articleListOptions(currentListFilter()), enabled: false });
  const ids = data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [];
  return neighboursOf(ids, articleId);
}
