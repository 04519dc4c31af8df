import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { AUTH_POPUP_DONE_PATH } from '@/shared/auth/auth-paths';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/auth/password-rules';
import type { SignInMethods } from '@/shared/auth/sign-in-methods';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { deleteProviderLinks, markEmailVerified } from '../modules/account/account.repo';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './auth-mail';
import { resolveAuthSecret } from './auth-secret';
import { betterAuthLogger } from './better-auth-logger';
import { CLIENT_IP_HEADER } from './client-ip';
import { createAuthMiddleware } from 'better-auth/api';
import { checkInputPolicy } from './input-policy';
import { addressRateLimits, defaultAddressRateLimit } from './rate-limit-rules';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { recordSignIns, recordSignOut } from './sign-in-events';
import { oidcPlugins, signInMethods, socialProviders } from './sign-in-providers';
import { userRecordFields, userRecordHooks } from './user-record-fields';

export type AuthDeps = { config: Config; db: Db; logger: Logger; mailer: Mailer };

type AuthSettings = AuthDeps & {
  secret: string;
  rateLimiter: RateLimiter;
  /** Collects mail and other work Better Auth runs after answering. */
  background: (task: Promise<unknown>) => void;
};

/** Better Auth's whole configuration, in one place (docs/auth.md explains each choice). */
export function authOptions({
  config,
  db,
  logger,
  mailer,
  secret,
  rateLimiter,
  background,
}: AuthSettings) {
  const https = config.publicUrl.startsWith('https:');
  return {
    appName: 'Canyon',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db: db.kysely, type: db.dialect, transaction: true },
    telemetry: { enabled: false },
    logger: betterAuthLogger(logger, config.logLevel),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A sign-up never signs anyone in, so a new email and a taken one answer alike
      // (SECURITY.md §26); the confirmation link signs the reader in instead.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user, url)),
      onExistingUserSignUp: async ({ user }) =>
        mailer.send(existingAccountMail(user, config.publicUrl)),
      // The reset link reached the inbox: the first proof that this reader owns the address.
      // Provider links made before that proof may belong to someone else who claimed the
      // address, so they go (sessions already went), as Better Auth does for magic links.
      onPasswordReset: async ({ user }) => {
        if (user.emailVerified) return;
        await deleteProviderLinks(db, user.id);
        await markEmailVerified(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verifyEmailMail(user, url)),
    },
    socialProviders: socialProviders(config.providers),
    plugins: oidcPlugins(config.providers.oidc),
    user: { additionalFields: userRecordFields(config.defaultPlan) },
    databaseHooks: userRecordHooks(config.defaultPlan),
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkInputPolicy(ctx);
        await recordSignOut({ db, logger }, ctx);
      }),
      after: recordSignIns({ db, logger }),
    },
    account: {
      // A provider's sign-in joins an existing account only with an email the provider
      // verified (no provider is trusted blindly) and the account confirmed (SECURITY.md §27).
      accountLinking: { enabled: true, trustedProviders: [], allowDifferentEmails: false },
      encryptOAuthTokens: true,
    },
    // Reset and confirmation tokens are kept hashed, so a database copy cannot use them.
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      ...defaultAddressRateLimit,
      customRules: addressRateLimits,
      customStorage: rateLimiter,
    },
    // Apple answers sign-in with a form post from its own origin.
    trustedOrigins: config.providers.apple ? ['https://appleid.apple.com'] : [],
    // OAuth failures that happen before a flow's own error URL is known still end the popup.
    onAPIError: { errorURL: `${config.publicUrl}${AUTH_POPUP_DONE_PATH}` },
    advanced: {
      cookiePrefix: 'canyon',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth turns these off under NODE_ENV=test; Canyon's tests need them on.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      backgroundTasks: { handler: background },
    },
  } satisfies BetterAuthOptions;
}

function buildBetterAuth(settings: AuthSettings) {
  return betterAuth(authOptions(settings));
}

export type BetterAuthInstance = ReturnType<typeof buildBetterAuth>;

export type Auth = {
  betterAuth: BetterAuthInstance;
  rateLimiter: RateLimiter;
  signInMethods: SignInMethods;
  /** Resolves when the mail and other work started so far has finished. */
  settled: () => Promise<void>;
};

export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const pending = new Set<Promise<unknown>>();
  const background = (task: Promise<unknown>) => {
    const tracked = task
      .catch((err: unknown) => deps.logger.error({ err }, 'background sign-in task failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const rateLimiter = createRateLimiter(deps.db);
  const secret = await resolveAuthSecret(deps.config, deps.db);
  return {
    betterAuth: buildBetterAuth({ ...deps, secret, rateLimiter, background }),
    rateLimiter,
    signInMethods: signInMethods(deps.config.providers),
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
