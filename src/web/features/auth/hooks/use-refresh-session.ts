import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserRecord } from '@/shared/auth/user-record';
import { getMe, meQueryKey } from '@/web/features/auth/api/get-me';

/**
 * Reads the session again and stores the answer, so the guards see a fresh sign-in at once
 * (the sign-in page's guard then moves on to the remembered page).
 */
export function useRefreshSession(): () => Promise<UserRecord | null> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 0 }),
    [queryClient],
  );
}
