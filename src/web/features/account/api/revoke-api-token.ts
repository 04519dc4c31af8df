import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList } from '@/shared/auth/api-tokens';
import { apiTokensQueryKey } from '@/web/features/account/api/list-api-tokens';
import { apiRequest } from '@/web/lib/api-client';

/**
 * An empty JSON object as the body: the server takes state-changing requests as JSON only, and
 * counts a browser's bodiless DELETE as a body of no declared type.
 */
export function revokeApiToken(id: string) {
  return apiRequest<void>('DELETE', `/api/tokens/${encodeURIComponent(id)}`, {});
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_result, id) => {
      // Gone from the list at once; the refetch confirms it.
      queryClient.setQueryData<ApiTokenList>(apiTokensQueryKey, (list) =>
        list ? { items: list.items.filter((token) => token.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
    },
  });
}
