// The reader's AI panel in the browser tests (issue #13), and a second Canyon server for the tests
// that need another AI provider than the default server's extractive one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../src/server/test/free-port';
import { CONFIRM_SUBJECT, PASSWORD, uniqueEmail, type Account } from './accounts';
import { mailDir } from './e2e-env';
import { linkIn, readMail, startMailCapture, type MailCapture } from './mail-capture';
import { FIXTURE_SITE_HOST, fixtureUrl } from './fixture-site';
import type { SavedArticle } from './library';

/** The panel: a region named by its "AI Summary" heading. */
export function aiPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'AI Summary' });
}

/** The bullets of the summary shown in the panel. */
export function summaryItems(page: Page): Locator {
  return aiPanel(page).getByRole('list', { name: 'Summary' }).getByRole('listitem');
}

/** This visit's questions and answers, oldest first. */
export function answers(page: Page): Locator {
  return aiPanel(page).getByRole('list', { name: 'Questions and answers' }).getByRole('listitem');
}

export function questionInput(page: Page): Locator {
  return aiPanel(page).getByRole('textbox', { name: 'Question' });
}

export function askButton(page: Page): Locator {
  return aiPanel(page).getByRole('button', { name: 'Ask', exact: true });
}

/** Clicks "Generate Summary" and waits until the summary is shown with "Regenerate". */
export async function generateSummary(page: Page): Promise<string[]> {
  await aiPanel(page).getByRole('button', { name: 'Generate Summary' }).click();
  await expect(aiPanel(page).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  return summaryItems(page).allInnerTexts();
}

/** Asks through the form (Enter submits) and waits for the answer to be listed. */
export async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  await questionInput(page).fill(question);
  await questionInput(page).press('Enter');
  await expect(answers(page)).toHaveCount(before + 1);
  // The input clears once the answer is complete.
  await expect(questionInput(page)).toHaveValue('');
  return answers(page).nth(before);
}

/** Whitespace folded, so text from the page and from the API compare as a reader sees them. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The article body's text as the reader sees it. */
export async function articleText(page: Page): Promise<string> {
  return normalise(await page.locator('.reader-prose').innerText());
}

/** The reader's paragraph that contains `text`. */
export function articleParagraph(page: Page, text: string): Locator {
  return page.locator('.reader-prose p', { hasText: text });
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Fails when anything inside `container` reaches past the viewport's left or right edge. */
export async function expectNoHorizontalOverflow(page: Page, container: Locator): Promise<void> {
  const width = Number(await page.evaluate('document.documentElement.clientWidth'));
  const outside = await container.evaluate((root, viewportWidth) => {
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the panel scrolls sideways`);
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -1 || box.right > viewportWidth + 1)
        found.push(`${element.localName} "${(element.textContent ?? '').slice(0, 40)}"`);
    }
    return found;
  }, width);
  expect(outside, `elements of the panel outside a ${width} px wide viewport`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// A second Canyon server, for a test that needs its own settings (here: another AI provider).

export type CanyonServer = {
  baseUrl: string;
  dataDir: string;
  mailDir: string;
  /** What the server wrote to stderr, for the failure message when it does not start. */
  stderr: () => string;
  stop: () => Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built server (dist/server/main.js, built by the main test server's `npm start`) on
 * a free loopback port with its own data directory and its own mail capture, the fixture site
 * allowed, and `env` on top; resolves once /api/health answers.
 */
export async function startCanyonServer(env: Record<string, string>): Promise<CanyonServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canyon-e2e-second-'));
  const mail: MailCapture = await startMailCapture(mailDir(dataDir));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const server = await import(${JSON.stringify(path.join(ROOT, 'dist/server/main.js'))}); await server.main();`,
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        FETCH_ALLOW_PRIVATE_HOSTS: FIXTURE_SITE_HOST,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the second Canyon server exited with ${child.exitCode}:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the second Canyon server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, dataDir, mailDir: mailDir(dataDir), stderr: () => output, stop };
}

async function confirmationLink(dir: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = readMail(dir).find(
      (found) => found.to.includes(email.toLowerCase()) && CONFIRM_SUBJECT.test(found.subject),
    );
    if (mail) return linkIn(mail);
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * signedInAccount() against another server: signs up through its API, opens the link from its
 * confirmation mail, and so leaves this page's browser context signed in there.
 */
export async function signedInAccountAt(page: Page, server: CanyonServer): Promise<Account> {
  const account = { email: uniqueEmail('ai'), password: PASSWORD, name: '' };
  const response = await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
    data: { ...account, callbackURL: '/dashboard' },
    headers: { Origin: server.baseUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
  const confirmed = await page.request.get(await confirmationLink(server.mailDir, account.email));
  expect(confirmed.ok(), `confirmation link answered ${confirmed.status()}`).toBe(true);
  return account;
}

/** saveByApi() against another server. */
export async function saveByApiAt(
  request: APIRequestContext,
  server: CanyonServer,
  fixturePath: string,
): Promise<SavedArticle> {
  const response = await request.post(`${server.baseUrl}/api/save`, {
    data: { url: fixtureUrl(fixturePath), tags: [] },
    headers: { Origin: server.baseUrl },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as SavedArticle;
}

/** An HTTP server on loopback that only counts what reaches it: nothing should. */
export type RequestCounter = { origin: string; requests: string[]; close: () => Promise<void> };

export async function startRequestCounter(): Promise<RequestCounter> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(204);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the counter has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
