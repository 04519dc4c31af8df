// Issue #14 (decision 016): two Canyon processes on one PostgreSQL database. A change made through
// one process (the display name by PATCH /api/me, the plan by the database's own notification)
// reaches a Settings page served by the other, without a reload.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { USER_CHANGED_CHANNEL, LISTENER_NAME } from '../src/server/modules/account/user-changes';
import { skipOnboarding } from './support/accounts';
import { signedInAccountAt, startCanyonServer, type CanyonServer } from './support/ai';
import { settingsSection } from './support/billing';
import { accountMenuButton } from './support/shell';
import { expect, test } from './support/test';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `canyon_e2e_live_${randomBytes(6).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const NEW_NAME = 'Changed Elsewhere';

let serverA: CanyonServer | undefined;
let serverB: CanyonServer | undefined;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function started(server: CanyonServer | undefined): CanyonServer {
  if (!server) throw new Error('the Canyon servers did not start');
  return server;
}

test.beforeAll(async () => {
  // Two servers start and migrate one by one; on a busy machine that takes a while.
  test.setTimeout(180_000);
  await withClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE ${DATABASE}`));
  const env = { DATABASE_URL, DEFAULT_PLAN: 'free' };
  // One after the other: the first migrates the database and keeps the sign-in secret there.
  serverA = await startCanyonServer(env);
  serverB = await startCanyonServer(env);
});

test.afterAll(async () => {
  await serverB?.stop();
  await serverA?.stop();
  await withClient(ADMIN_URL, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`),
  );
});

/** The `<dd>` after a Settings fact's `<dt>` label. */
function fact(page: Page, section: string, label: string) {
  return settingsSection(page, section)
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

test('a change made through one process reaches a page served by another without a reload', async ({
  page,
}) => {
  const a = started(serverA);
  const b = started(serverB);
  await skipOnboarding(page);

  // Both processes listen for record changes before anything changes.
  await expect
    .poll(() =>
      withClient(DATABASE_URL, async (client) => {
        const { rows } = await client.query<{ count: string }>(
          'SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
          [DATABASE, LISTENER_NAME],
        );
        return Number(rows[0]?.count);
      }),
    )
    .toBe(2);

  // Signed up and confirmed on A; signed in on B through B's own sign-in.
  const account = await signedInAccountAt(page, a);
  const signIn = await page.request.post(`${b.baseUrl}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { Origin: b.baseUrl },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // B's Settings page, with its live record stream open.
  const stream = page.waitForResponse(
    (response) => response.url().startsWith(`${b.baseUrl}/api/me/events`) && response.ok(),
  );
  await page.goto(`${b.baseUrl}/settings`);
  await stream;
  await expect(fact(page, 'Account Settings', 'Display Name')).toContainText('Not set');
  const currentPlan = settingsSection(page, 'Current Plan');
  await expect(currentPlan.getByText('Free', { exact: true }).first()).toBeVisible();
  await expect(currentPlan.getByText('Pro', { exact: true })).toHaveCount(0);
  // Gone if the page reloads.
  await page.evaluate('window.__canyonNoReload = 1');

  // The name, through A's API.
  const renamed = await page.request.patch(`${a.baseUrl}/api/me`, {
    data: { name: NEW_NAME },
    headers: { Origin: a.baseUrl },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect(fact(page, 'Account Settings', 'Display Name')).toHaveText(NEW_NAME);
  await expect(accountMenuButton(page)).toContainText(NEW_NAME);

  // The plan, as another process would write it: the row, then the announcement.
  await withClient(DATABASE_URL, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE "user" SET plan = 'pro', "subscriptionStatus" = 'active' WHERE email = $1 RETURNING id`,
      [account.email.toLowerCase()],
    );
    expect(rows).toHaveLength(1);
    await client.query('SELECT pg_notify($1, $2)', [USER_CHANGED_CHANNEL, rows[0]?.id]);
  });
  await expect(currentPlan.getByText('Pro', { exact: true }).first()).toBeVisible();
  await expect(currentPlan.getByText('Free', { exact: true })).toHaveCount(0);

  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.locator('[data-plan]')).toContainText('Pro');
  await expect(menu.getByText(NEW_NAME, { exact: true })).toBeVisible();

  expect(await page.evaluate('window.__canyonNoReload')).toBe(1);
});
