import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** Server-sent events carrying the reader's record whenever it changes (plan, status, name). */
export const ME_EVENTS_PATH = '/api/me/events';
const RECONNECT_MIN_MS = 2_000;
const RECONNECT_MAX_MS = 60_000;

/**
 * The record in a `user` event. The server's own schema is not applied here: this module is in
 * the first bundle, which stays free of zod (see app/zod-jitless.ts); /api/me is trusted alike.
 */
function parseRecord(data: string): UserRecord | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Partial<UserRecord>;
    const valid =
      typeof record.id === 'string' &&
      typeof record.subscription === 'object' &&
      record.subscription !== null;
    return valid ? (record as UserRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the reader's record fresh while signed in: each `user` event replaces the cached
 * record, so the plan badge and Settings follow a checkout, a portal change or another tab
 * without a reload. EventSource retries dropped connections itself; when it gives up (a non-200
 * answer, e.g. after a deploy), it is opened again after a growing pause and the session checked.
 */
export function useLiveMe(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pause = RECONNECT_MIN_MS;

    const onUser = (event: MessageEvent<string>) => {
      const record = parseRecord(event.data);
      // A record of someone else (another session in this browser) is not this tab's reader.
      if (!record || record.id !== userId) return;
      pause = RECONNECT_MIN_MS;
      queryClient.setQueryData(meQueryKey, record);
    };
    const onError = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      retryTimer = setTimeout(connect, pause);
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };
    function connect() {
      source = new EventSource(ME_EVENTS_PATH);
      source.addEventListener('user', onUser);
      source.addEventListener('error', onError);
    }

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.removeEventListener('user', onUser);
      source?.removeEventListener('error', onError);
      source?.close();
    };
  }, [userId, queryClient]);
}
