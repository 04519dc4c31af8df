import { createAuthMiddleware } from 'better-auth/api';
import { signInProviderIds } from '@/shared/auth/sign-in-methods';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { readUserRow } from '../modules/account/account.repo';
import { recordEvent } from '../modules/events/events.repo';

// The spec's `login` (method) and `logout` usage events (§7), recorded in Canyon's own
// database. After sign-in the spec also sets a `subscription_plan` property; it goes with the
// login event. A failure to record is logged and never fails the sign-in or sign-out itself.

/**
 * The endpoints that sign a reader in, and the method each stands for. Other endpoints also
 * set a session cookie (a refreshed session, a changed name) and are not sign-ins.
 */
export function signInMethodFor(
  path: string | undefined,
  params: Record<string, unknown> | undefined,
): string | null {
  if (path === '/sign-in/email' || path === '/verify-email') return 'email';
  if (path === '/oauth2/callback/:providerId') return 'oidc';
  if (path === '/callback/:id' || path === '/sign-in/social') {
    const id = params?.id;
    return signInProviderIds.find((provider) => provider === id) ?? null;
  }
  return null;
}

type Recorder = { db: Db; logger: Logger };

async function recordSafely(
  { db, logger }: Recorder,
  event: Parameters<typeof recordEvent>[1],
): Promise<void> {
  try {
    await recordEvent(db, event);
  } catch (err) {
    logger.error({ err, type: event.type }, 'usage event not recorded');
  }
}

/** What Better Auth hands a hook. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Better Auth's after hook: a session was made by a sign-in endpoint. */
export function recordSignIns(deps: Recorder) {
  return createAuthMiddleware(async (ctx) => {
    const created = ctx.context.newSession;
    if (!created) return;
    const social = ctx.path === '/sign-in/social' ? { id: ctx.body?.provider } : undefined;
    const method = signInMethodFor(ctx.path, social ?? ctx.params);
    if (!method) return;
    const row = await readUserRow(deps.db, created.user.id).catch(() => undefined);
    await recordSafely(deps, {
      userId: created.user.id,
      type: 'login',
      data: { method, subscription_plan: row?.plan === 'pro' ? 'pro' : 'free' },
    });
  });
}

/** Before sign-out (part of the before hook): whose session is ending, read as sign-out reads it. */
export async function recordSignOut(deps: Recorder, ctx: AuthHookContext): Promise<void> {
  if (ctx.path !== '/sign-out') return;
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token) return;
  const session = await ctx.context.internalAdapter.findSession(token).catch(() => null);
  if (!session) return;
  await recordSafely(deps, { userId: session.user.id, type: 'logout', data: {} });
}
