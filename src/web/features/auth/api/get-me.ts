import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@/shared/auth/user-record';
import { api, ApiError } from '@/web/lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in reader's record, or null when nobody is signed in. Better Auth's session check
 * answers a visitor with 200 and `null`, where /api/me would answer 401, which browsers log as
 * an error on every visitor's page; so the record is only asked for once there is a session.
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<UserRecord | null> {
  const session = await api.get<object | null>('/api/auth/get-session', { signal });
  if (!session) return null;
  try {
    return await api.get<UserRecord>('/api/me', { signal });
  } catch (error) {
    // The session ended between the two requests.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: getMe,
    // Plan and status change elsewhere (checkout in another tab, the billing portal), and a
    // session can end: look again whenever the reader comes back to the tab.
    refetchOnWindowFocus: 'always',
  });
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: UserRecord }
  | { status: 'signed-out'; user: null }
  /** The session could not be checked (network, server); not the same as signed out. */
  | { status: 'error'; user: null; retry: () => void };

/** Who is signed in, as the guards and the shell need it. */
export function useSession(): SessionState {
  const { data, isPending, isError, refetch } = useMe();
  if (data) return { status: 'signed-in', user: data };
  if (data === null) return { status: 'signed-out', user: null };
  if (isPending) return { status: 'loading', user: null };
  if (isError) return { status: 'error', user: null, retry: () => void refetch() };
  return { status: 'loading', user: null };
}
