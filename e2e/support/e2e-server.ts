// The browser tests' server (playwright.config.ts webServer): Canyon as `npm start` runs it,
// with a local SMTP server for its mail, a local OpenID provider for single sign-on and a local
// Stripe stand-in for billing, all on loopback and started first, so Canyon finds them when it
// starts.
import { createServer } from 'node:http';
import { startLocalStripe, type LocalStripe } from '../../src/server/test/local-stripe-server';
import {
  E2E_STRIPE,
  E2E_STRIPE_CONTROL_PORT,
  E2E_STRIPE_PORT,
  mailDir,
  OIDC_CLIENT,
} from './e2e-env';
import { startMailCapture } from './mail-capture';
import { startOidcStandIn } from './oidc-stand-in';

const dataDir = process.env.DATA_DIR;
const publicUrl = process.env.PUBLIC_URL;
if (!dataDir || !publicUrl) throw new Error('e2e-server needs DATA_DIR and PUBLIC_URL');

const mail = await startMailCapture(mailDir(dataDir));
const oidc = await startOidcStandIn({
  clientId: OIDC_CLIENT.id,
  clientSecret: OIDC_CLIENT.secret,
  redirectUri: `${publicUrl}/api/auth/callback/oidc`,
});
const stripe = await startLocalStripe({
  webhookUrl: `${publicUrl}/api/billing/webhook`,
  webhookSecret: E2E_STRIPE.webhookSecret,
  secretKey: E2E_STRIPE.secretKey,
  port: E2E_STRIPE_PORT,
});
await startStripeControl(stripe, E2E_STRIPE_CONTROL_PORT);

process.env.SMTP_URL = `smtp://127.0.0.1:${mail.port}`;
// The help center's contact form mails here (issue #15); the legal pages name the operator.
process.env.SUPPORT_EMAIL = 'support@canyon.test';
process.env.OPERATOR_NAME = 'Canyon Test Operator';
process.env.OPERATOR_EMAIL = 'operator@canyon.test';
// Imports fetch from the one fixture site; the per-site share is the benchmark's to measure.
process.env.IMPORT_HOST_REQUESTS_PER_MINUTE = '600';
process.env.OIDC_ISSUER = oidc.issuer;
process.env.OIDC_CLIENT_ID = OIDC_CLIENT.id;
process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT.secret;
process.env.OIDC_NAME = OIDC_CLIENT.name;
process.env.STRIPE_SECRET_KEY = E2E_STRIPE.secretKey;
process.env.STRIPE_WEBHOOK_SECRET = E2E_STRIPE.webhookSecret;
process.env.STRIPE_PRICE_ID = E2E_STRIPE.priceId;
process.env.STRIPE_API_BASE = stripe.apiBase;

/**
 * The stand-in's test controls for the tests, which run in other processes: JSON over POST on
 * loopback (e2e/support/billing.ts calls them). Each change sends Canyon its signed webhook
 * before answering, so a test sees the change once the call returns.
 */
async function startStripeControl(standIn: LocalStripe, port: number): Promise<void> {
  const actions: Record<string, (body: { customerId: string; fields?: object }) => unknown> = {
    'set-subscription': async ({ customerId, fields }) => {
      const subscription = await standIn.setSubscription(customerId, fields ?? {});
      await standIn.idle();
      return subscription;
    },
    'delete-customer': ({ customerId }) => {
      standIn.deleteCustomer(customerId);
      return { deleted: true };
    },
    subscriptions: async ({ customerId }) => {
      await standIn.idle();
      return standIn
        .subscriptionsOf(customerId)
        .map(({ id, status }) => ({ id, status: String(status) }));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const action = actions[(req.url ?? '').slice(1)];
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !action) return reply(404, { error: 'no such control' });
      Promise.resolve()
        .then(() => action(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
        .then(
          (result) => reply(200, result),
          (error: unknown) => reply(500, { error: String(error) }),
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

// Builds what is stale, then runs the compiled server (dist/server/main.js): exactly `npm start`,
// so the browser tests exercise the production build.
await import('../../scripts/start.js');
