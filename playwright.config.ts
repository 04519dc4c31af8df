// Browser tests: Debian's Chromium against the built app, served on loopback by `npm start`'s script.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL as baseURL, E2E_PORT as port } from './e2e/support/e2e-env';
import { FIXTURE_IMAGE_HOST, FIXTURE_SITE_HOST } from './e2e/support/fixture-site';

// A fresh database per run. Set once in the runner process; workers inherit the same value.
process.env.CANYON_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `canyon-e2e-${Date.now()}-${process.pid}`,
);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // One worker in CI: on two cores the whole suite takes about 7 minutes that way, and no test
  // races another Chromium for the CPU; locally two.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The lead's runner overrides this with --reporter=list,json.
  reporter: 'list',
  // Two Chromiums and the server share two cores in CI; a long journey can pass 30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The loopback site the tests save articles from (e2e/support/fixture-site.ts).
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // `npm start` (the compiled server, built first when stale) behind a local SMTP server, a
    // local OpenID provider and a local Stripe stand-in, all on loopback
    // (e2e/support/e2e-server.ts; billing is on).
    command: 'npx tsx e2e/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.CANYON_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The tests send X-Forwarded-For so each counts as its own client (e2e/support/client-ip.ts).
      TRUST_PROXY: '1',
      // Test-only: lets the server fetch the fixture site and its image host on loopback
      // (SECURITY.md §13).
      FETCH_ALLOW_PRIVATE_HOSTS: `${FIXTURE_SITE_HOST},${FIXTURE_IMAGE_HOST}`,
      // One test reader saves 45 pages in a row (library-load-more.spec.ts).
      SAVES_PER_MINUTE: '600',
    },
  },
});
