import { vi } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preferences';
import type { ApiTokenSummary } from '@/shared/auth/api-tokens';
import type { SignInMethods } from '@/shared/auth/sign-in-methods';
import { deriveSubscriptionView, type SubscriptionFields } from '@/shared/auth/subscription-view';
import type { UserRecord } from '@/shared/auth/user-record';

/** A signed-in reader's record as GET /api/me answers it. */
export function fakeUser(
  fields: Partial<Omit<UserRecord, 'subscription'>> & {
    subscription?: Partial<SubscriptionFields>;
  } = {},
): UserRecord {
  const { subscription, ...rest } = fields;
  const record = {
    id: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    plan: 'free' as const,
    authProvider: 'email',
    emailVerified: true,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionStatus: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    preferences: DEFAULT_READER_PREFERENCES,
    ...rest,
  };
  return {
    ...record,
    subscription: deriveSubscriptionView({
      plan: record.plan,
      subscriptionStatus: record.subscriptionStatus,
      currentPeriodEnd: record.currentPeriodEnd,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      ...subscription,
    }),
  };
}

type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Handler = (request: { body: Record<string, unknown>; url: URL }) => Reply;

export type FakeApi = {
  /** Who GET /api/me answers for; null answers 401. */
  me: UserRecord | null;
  signInMethods: SignInMethods;
  tokens: ApiTokenSummary[];
  /** Overrides for one `METHOD /path` (e.g. `POST /api/auth/sign-in/email`). */
  on: (route: string, handler: Handler) => void;
  /** Every request made, as `METHOD /path` with its parsed JSON body and its full URL. */
  calls: Array<{ route: string; body: Record<string, unknown>; init: RequestInit; url: URL }>;
  fetch: ReturnType<typeof vi.fn>;
};

const json = ({ status, body }: { status: number; body?: unknown }) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/** Stands in for the Canyon server behind fetch, with the answers the web app relies on. */
export function installFakeApi(
  initial: Partial<Pick<FakeApi, 'me' | 'signInMethods' | 'tokens'>> = {},
): FakeApi {
  const overrides = new Map<string, Handler>();
  const api: FakeApi = {
    me: initial.me ?? null,
    signInMethods: initial.signInMethods ?? { emailPassword: true, providers: [] },
    tokens: initial.tokens ?? [],
    on: (route, handler) => overrides.set(route, handler),
    calls: [],
    fetch: vi.fn(),
  };

  const defaults: Record<string, Handler> = {
    'GET /api/auth/get-session': () => ({
      status: 200,
      body: api.me ? { session: { id: 'session-1' }, user: { id: api.me.id } } : null,
    }),
    'GET /api/me': () =>
      api.me
        ? { status: 200, body: api.me }
        : {
            status: 401,
            body: { error: { message: 'Sign in to continue.', code: 'UNAUTHENTICATED' } },
          },
    'GET /api/sign-in-methods': () => ({ status: 200, body: api.signInMethods }),
    'GET /api/tokens': () => ({ status: 200, body: { items: api.tokens } }),
    'POST /api/auth/sign-out': () => ({ status: 200, body: { success: true } }),
    // An empty library, for screens that are not about the library.
    'GET /api/articles': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    'GET /api/tags': () => ({ status: 200, body: { tags: [] } }),
    'GET /api/save-settings': () => ({ status: 200, body: { allowPrivateHosts: [] } }),
    // No imports yet (issue #16), for the Settings screen's Import section.
    'GET /api/imports': () => ({ status: 200, body: { items: [] } }),
    // Usage events the page reports (issue #15): recorded, nothing to answer.
    'POST /api/events': () => ({ status: 204 }),
  };

  api.fetch.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://canyon.test');
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    api.calls.push({ route, body, init, url });
    const handler = overrides.get(route) ?? defaults[route];
    if (!handler)
      return json({ status: 404, body: { error: { message: 'Not found', code: 'NOT_FOUND' } } });
    return json(await handler({ body, url }));
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}
