import { useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '@/shared/auth/api-tokens';
import { api } from '@/web/lib/api-client';

export const apiTokensQueryKey = ['api-tokens'] as const;

export function listApiTokens({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<ApiTokenList>('/api/tokens', { signal });
}

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: listApiTokens });
}
