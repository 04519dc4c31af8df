import { useQuery } from '@tanstack/react-query';
import { libraryKeys } from '@/web/features/library/api/article-keys';
import { api } from '@/web/lib/api-client';

/** Every tag the reader uses, distinct and alphabetical (GET /api/tags). */
export function useReaderTags() {
  return useQuery({
    queryKey: libraryKeys.tags,
    queryFn: ({ signal }) => api.get<{ tags: string[] }>('/api/tags', { signal }),
    select: (data) => data.tags,
  });
}
