// Names and places the browser-test server and the tests agree on.
import path from 'node:path';

/** Where the browser tests' server listens (loopback only). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The OpenID Connect client Canyon is registered as at the local provider. */
export const OIDC_CLIENT = {
  id: 'canyon-e2e',
  secret: 'canyon-e2e-client-secret-not-for-production',
  /** What the sign-in page's button says: "Continue with …". */
  name: 'Canyon SSO',
} as const;

/** The run's data directory (set once in playwright.config.ts; workers inherit it). */
export function e2eDataDir(): string {
  const dir = process.env.CANYON_E2E_DATA_DIR;
  if (!dir)
    throw new Error('CANYON_E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/** Where the local SMTP server files each message it receives, one JSON file per message. */
export function mailDir(dataDir: string = e2eDataDir()): string {
  return path.join(dataDir, 'e2e-mail');
}

/** The server's SQLite database, for the few facts only billing could otherwise set. */
export function databaseFile(dataDir: string = e2eDataDir()): string {
  return path.join(dataDir, 'canyon.db');
}

/** The local Stripe stand-in the server's billing talks to (src/server/test/local-stripe-server.ts). */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3221);
export const E2E_STRIPE_ORIGIN = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
/** Where the tests change the stand-in's subscriptions from their own processes (e2e-server.ts). */
export const E2E_STRIPE_CONTROL_PORT = Number(process.env.E2E_STRIPE_CONTROL_PORT ?? 3222);
export const E2E_STRIPE_CONTROL_ORIGIN = `http://127.0.0.1:${E2E_STRIPE_CONTROL_PORT}`;

/** Billing settings of the browser tests' server: test-only values the stand-in accepts. */
export const E2E_STRIPE = {
  secretKey: 'sk_test_canyon_e2e_not_for_production',
  webhookSecret: 'whsec_canyon_e2e_not_for_production',
  priceId: 'price_canyon_e2e_pro_monthly',
} as const;
