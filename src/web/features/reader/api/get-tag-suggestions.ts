import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tagSuggestionsResponseSchema, type TagSuggestionsResponse } from '@/shared/ai/ai-schemas';
import { readerKeys } from '@/web/features/reader/api/get-article';
import { api } from '@/web/lib/api-client';

export async function getTagSuggestions(
  articleId: string,
  signal?: AbortSignal,
): Promise<TagSuggestionsResponse> {
  return tagSuggestionsResponseSchema.parse(
    await api.get<unknown>(`/api/articles/${encodeURIComponent(articleId)}/tag-suggestions`, {
      signal,
    }),
  );
}

/**
 * Tags that may fit the article (issue #13), asked again whenever its tags change: the key
 * carries them. The last list stays while the next one loads, so the chips do not flicker.
 */
export function useTagSuggestions(articleId: string, tags: readonly string[]) {
  return useQuery({
    queryKey: [...readerKeys.detail(articleId), 'tag-suggestions', [...tags]] as const,
    queryFn: ({ signal }) => getTagSuggestions(articleId, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
