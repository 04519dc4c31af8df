import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenBody, CreatedApiToken } from '@/shared/auth/api-tokens';
import { apiTokensQueryKey } from '@/web/features/account/api/list-api-tokens';
import { api } from '@/web/lib/api-client';

/** The answer is the only time the token itself is ever seen. */
export function createApiToken(body: CreateApiTokenBody) {
  return api.post<CreatedApiToken>('/api/tokens', body);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
