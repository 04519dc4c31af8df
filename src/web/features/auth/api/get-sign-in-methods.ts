import { useQuery } from '@tanstack/react-query';
import type { SignInMethods } from '@/shared/auth/sign-in-methods';
import { api } from '@/web/lib/api-client';

export const signInMethodsQueryKey = ['sign-in-methods'] as const;

export function getSignInMethods({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<SignInMethods>('/api/sign-in-methods', { signal });
}

/** What this server offers; it only changes with the operator's settings. */
export function useSignInMethods() {
  return useQuery({
    queryKey: signInMethodsQueryKey,
    queryFn: getSignInMethods,
    staleTime: Infinity,
  });
}
