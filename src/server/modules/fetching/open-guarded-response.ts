import type { Readable } from 'node:stream';
import type { Client } from 'undici';
import { AppError } from '@/server/errors';
import { checkFetchTarget, type FetchPolicy } from './check-fetch-target';
import { discardStream } from './discard-stream';
import { createPinnedClient } from './pinned-client';

// A GET through the SSRF guard: every hop checked and pinned, redirects followed by hand.
// Page fetching uses it, and so must any later secondary fetch (images, icons, Open Graph
// images): SECURITY.md, Fetching 12.

export type GuardedRequestOptions = FetchPolicy & {
  /** Aborts everything, body included; its reason is what gets thrown. */
  signal: AbortSignal;
  /** Upper bound for undici's own connect/headers/body timers; the signal is the real deadline. */
  timeoutMs: number;
  maxRedirects: number;
  /** Hops already taken on the way here (a page's meta refresh counts as one). Default 0. */
  redirectsSoFar?: number;
  headers: Record<string, string>;
};

export type ResponseHeaders = Record<string, string | string[] | undefined>;

export type GuardedResponse = {
  /** The final URL, without credentials. */
  url: URL;
  /** Hops taken in all, redirectsSoFar included. */
  redirects: number;
  status: number;
  headers: ResponseHeaders;
  /** The raw (still content-encoded) body. */
  body: Readable;
  /** Closes the body and the connection. */
  close(): Promise<void>;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function tooManyRedirects(maxRedirects: number): AppError {
  return new AppError('FETCH_ERROR', `Too many redirects (more than ${maxRedirects})`);
}

export function invalidRedirect(): AppError {
  return new AppError('FETCH_ERROR', 'The page redirected to an invalid address');
}

export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function connectionError(error: unknown, url: URL, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof AppError) return error;
  const code = String((error as { code?: unknown }).code ?? '');
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return new AppError('TIMEOUT', 'Request timeout', { cause: error });
  }
  if (code === 'ECONNREFUSED')
    return new AppError('FETCH_ERROR', `Could not connect to ${url.host}`, { cause: error });
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED)/.test(code)) {
    return new AppError('FETCH_ERROR', `Could not make a secure connection to ${url.host}`, {
      cause: error,
    });
  }
  return new AppError('FETCH_ERROR', `Could not fetch the page from ${url.host}`, { cause: error });
}

async function destroyQuietly(agent: Client): Promise<void> {
  await agent.destroy().catch(() => {});
}

export async function openGuardedResponse(
  start: URL,
  options: GuardedRequestOptions,
): Promise<GuardedResponse> {
  let next = start;
  for (let redirects = options.redirectsSoFar ?? 0; ; redirects += 1) {
    const target = await checkFetchTarget(next, options, options.signal);
    const { url } = target;
    const agent = createPinnedClient(
      { hostname: url.hostname, pinned: target.pinned },
      url.origin,
      {
        connectTimeoutMs: options.timeoutMs,
        headersTimeoutMs: options.timeoutMs,
        bodyTimeoutMs: options.timeoutMs,
      },
    );

    let response: Awaited<ReturnType<Client['request']>>;
    try {
      response = await agent.request({
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: options.headers,
        signal: options.signal,
      });
    } catch (error) {
      await destroyQuietly(agent);
      throw connectionError(error, url, options.signal);
    }

    const location = firstHeader(response.headers.location);
    if (!REDIRECT_STATUSES.has(response.statusCode) || !location) {
      const { body } = response;
      return {
        url,
        redirects,
        status: response.statusCode,
        headers: response.headers,
        body,
        close: async () => {
          discardStream(body);
          await destroyQuietly(agent);
        },
      };
    }

    discardStream(response.body);
    await destroyQuietly(agent);
    if (redirects >= options.maxRedirects) throw tooManyRedirects(options.maxRedirects);
    try {
      next = new URL(location, url);
    } catch {
      throw invalidRedirect();
    }
  }
}
