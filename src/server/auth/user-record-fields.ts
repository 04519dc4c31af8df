import type { DBFieldAttribute } from 'better-auth';
import { signInProviderIds } from '@/shared/auth/sign-in-methods';
import type { Config } from '../config';

/**
 * The spec's user-record fields (PRODUCT-SPEC.md §3) as Better Auth additional fields. None
 * can be set by a request (`input: false`, SECURITY.md §21) and none is sent back by Better
 * Auth's own endpoints (`returned: false`): GET /api/me is where the record is read.
 * displayName and photoURL are Better Auth's `name` and `image`.
 */
export function userRecordFields(defaultPlan: Config['defaultPlan']) {
  const serverOwned = { input: false, returned: false } as const;
  return {
    plan: { type: 'string', required: true, defaultValue: defaultPlan, ...serverOwned },
    authProvider: { type: 'string', required: true, defaultValue: 'email', ...serverOwned },
    stripeCustomerId: { type: 'string', required: false, ...serverOwned },
    stripeSubscriptionId: { type: 'string', required: false, ...serverOwned },
    subscriptionStatus: { type: 'string', required: false, ...serverOwned },
    /** Epoch milliseconds, Canyon's format for times it writes. */
    currentPeriodEnd: { type: 'number', bigint: true, required: false, ...serverOwned },
    /** 0/1, Canyon's format for flags it writes. */
    cancelAtPeriodEnd: { type: 'number', required: true, defaultValue: 0, ...serverOwned },
  } satisfies Record<string, DBFieldAttribute>;
}

type HookContext = { path?: string; params?: Record<string, unknown>; body?: unknown } | null;

/** Which sign-in method is creating the user; the spec's fallback is email. */
export function authProviderFor(context: HookContext): string {
  const candidate = context?.path?.startsWith('/callback/')
    ? context.params?.id
    : context?.path === '/sign-in/social'
      ? (context.body as { provider?: unknown } | undefined)?.provider
      : undefined;
  return signInProviderIds.find((id) => id === candidate) ?? 'email';
}

/**
 * On first sign-in the record is created with the user (PRODUCT-SPEC.md §4): the plan from
 * DEFAULT_PLAN, the provider, no subscription. Whatever a request carried is overwritten.
 */
export function userRecordHooks(defaultPlan: Config['defaultPlan']) {
  return {
    user: {
      create: {
        before: async (user: Record<string, unknown>, context: HookContext) => ({
          data: {
            ...user,
            plan: defaultPlan,
            authProvider: authProviderFor(context),
            stripeCustomerId: null,
            stripeSubscriptionId: null,
            subscriptionStatus: null,
            currentPeriodEnd: null,
            cancelAtPeriodEnd: 0,
          },
        }),
      },
    },
  };
}
