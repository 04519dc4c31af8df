import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList } from '@/shared/auth/api-tokens';
import { apiTokensQueryKey } from '@/web/features/account/api/list-api-tokens';
import { apiRequest } from '@/web/lib/api-client';

/** An empty JSON object as the body, like every state-changing call from the app. */
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
