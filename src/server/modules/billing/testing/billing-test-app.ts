import type { AddressInfo } from 'node:net';
import type { DialectName } from '../../../db/database';
import { serveApp } from '../../../http/serve-app';
import { createLogger } from '../../../logger';
import { localPath, signedInClient, type TestClient } from '../../../test/auth-client';
import { startLocalStripe, type LocalStripe } from '../../../test/local-stripe-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inProcessUserChanges } from '../../account/user-changes';
import type { Billing } from '../billing';
import { readBillingRow } from '../billing.repo';
import { createBilling } from '../billing.service';

export const TEST_STRIPE = {
  secretKey: 'sk_test_canyon_unit_tests',
  webhookSecret: 'whsec_canyon_unit_tests',
  priceId: 'price_canyon_pro_monthly',
} as const;

export const WEBHOOK_PATH = '/api/billing/webhook';

/** Canyon in process with billing on, against a local Stripe stand-in that posts to it. */
export type BillingTestApp = TestApp & {
  stripe: LocalStripe;
  /** Reader ids announced through userChanges, in order. */
  published: string[];
  /** Another Billing on the same database and stand-in (for calls no route makes). */
  billing: Billing;
  /** A signed-in reader on the free plan, and their id. */
  reader(email: string): Promise<{ client: TestClient; id: string }>;
  /** The reader's billing fields as stored. */
  record(userId: string): ReturnType<typeof readBillingRow>;
  /** Posts a webhook body with these headers, as Stripe's servers would. */
  postWebhook(body: string, headers: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

export async function createBillingTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  { overHttp = false }: { overHttp?: boolean } = {},
): Promise<BillingTestApp> {
  // The stand-in must exist before the app (its address goes in the config); it reaches the
  // app through this once both are up.
  const target: { app?: TestApp } = {};
  const stripe = await startLocalStripe({
    webhookUrl: `http://localhost:3000${WEBHOOK_PATH}`,
    webhookSecret: TEST_STRIPE.webhookSecret,
    secretKey: TEST_STRIPE.secretKey,
    // Over a real socket when asked, as Stripe's servers reach Canyon; else in process.
    deliver: overHttp
      ? undefined
      : async (url, init) => {
          if (!target.app) throw new Error('the app is not up yet');
          return target.app.app.request(localPath(url), init);
        },
  });
  const published: string[] = [];
  const changes = inProcessUserChanges();
  const userChanges = {
    ...changes,
    publish: (userId: string) => {
      published.push(userId);
      return changes.publish(userId);
    },
  };
  const app = await createTestApp(dialect, {
    env: {
      STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
      STRIPE_PRICE_ID: TEST_STRIPE.priceId,
      STRIPE_API_BASE: stripe.apiBase,
      // Readers start free and upgrade through checkout, as on a server that sells Pro.
      DEFAULT_PLAN: 'free',
      ...env,
    },
    userChanges,
  });
  target.app = app;
  const server = overHttp
    ? serveApp({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' })
    : null;
  if (server) {
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}${WEBHOOK_PATH}`);
  }
  const billing = createBilling(app.config, {
    db: app.db,
    logger: createLogger(app.config),
    userChanges,
  });
  let readers = 0;
  return {
    ...app,
    stripe,
    published,
    billing,
    reader: async (email) => {
      readers += 1;
      const client = await signedInClient(app, email.replace('@', `+${readers}@`));
      const me = (await (await client.get('/api/me')).json()) as { id: string };
      return { client, id: me.id };
    },
    record: (userId) => readBillingRow(app.db, userId),
    postWebhook: async (body, headers) =>
      app.app.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        body,
      }),
    close: async () => {
      await stripe.idle();
      await stripe.close();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await app.db.drop();
    },
  };
}
