import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app';

type Bindings = { incoming: { socket: { remoteAddress: string } } };

/** A fresh documentation-range address, so each test client has its own rate-limit bucket. */
export function randomIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Cookies by name, as a browser keeps them for one site (paths and expiry dates aside). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A browser on a Canyon page, talking to the in-process app: it sends the page's Origin on
 * state-changing calls, keeps cookies, and connects from its own address.
 */
export class TestClient {
  readonly jar = new CookieJar();
  constructor(
    private readonly t: TestApp,
    readonly ip: string = randomIp(),
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET') {
      headers.set('origin', new URL(this.t.config.publicUrl).origin);
    }
    // An empty Origin means "send none", as curl or a script would.
    if (headers.get('origin') === '') headers.delete('origin');
    if (this.jar.cookies.size && !headers.has('cookie')) headers.set('cookie', this.jar.header());
    const bindings: Bindings = { incoming: { socket: { remoteAddress: this.ip } } };
    const response = await this.t.app.request(path, { ...init, headers }, bindings);
    this.jar.store(response);
    return response;
  }

  get(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request(path, { headers });
  }

  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.sendJson('POST', path, body, headers);
  }

  patch(path: string, body: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.sendJson('PATCH', path, body, headers);
  }

  private sendJson(
    method: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Response> {
    return this.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }
}

/** The first link in a mail body. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

/** The last message sent to `to` whose subject matches, once Better Auth's mail has gone out. */
export async function lastMailTo(t: TestApp, to: string, subject: RegExp) {
  await t.auth.settled();
  const found = t.mail.messages.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
  if (!found) {
    throw new Error(
      `no mail to ${to} matching ${subject}; sent: ${JSON.stringify(t.mail.messages)}`,
    );
  }
  return found;
}

/** Path and query of an absolute link to this app, for the in-process client. */
export function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export const CONFIRM_SUBJECT = /confirm your email/i;

/** Signs up, follows the confirmation link, and returns the client holding the session. */
export async function signedInClient(
  t: TestApp,
  email: string,
  password = 'correct horse 42',
): Promise<TestClient> {
  const client = new TestClient(t);
  const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: '' });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const mail = await lastMailTo(t, email, CONFIRM_SUBJECT);
  const confirmed = await client.get(localPath(linkIn(mail.text)));
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  return client;
}
