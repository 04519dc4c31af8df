import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/web/lib/api-client';

// The auth library's account list; only the provider matters here.
const linkedAccountsSchema = z.array(z.object({ providerId: z.string() }));

/** GET /api/auth/list-accounts: the ways this reader can sign in, e.g. `credential`, `google`. */
export async function listLinkedAccounts({ signal }: { signal?: AbortSignal } = {}) {
  const accounts = linkedAccountsSchema.parse(
    await api.get<unknown>('/api/auth/list-accounts', { signal }),
  );
  return [...new Set(accounts.map((account) => account.providerId))];
}

export function useLinkedAccounts(userId: string) {
  return useQuery({
    queryKey: ['linked-accounts', userId],
    queryFn: listLinkedAccounts,
  });
}
