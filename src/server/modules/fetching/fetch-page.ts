import { AppError } from '@/server/errors';
import { validateUrl } from '@/shared/validation/url';
import { isHtmlMimeType, looksLikeHtml, parseContentType } from './content-type';
import { startDeadline } from './deadline';
import { ACCEPT_ENCODING } from './decode-content-encoding';
import { decodeBody, sniffCharset } from './decode-body';
import { CANYON_USER_AGENT, FETCH_TIMEOUT_MS, MAX_HTML_BYTES, MAX_REDIRECTS } from './fetch-limits';
import { redirectingRefreshTarget } from './meta-refresh';
import {
  firstHeader,
  invalidRedirect,
  openGuardedResponse,
  tooManyRedirects,
  type GuardedResponse,
} from './open-guarded-response';
import { readLimitedBody } from './read-limited-body';
import { systemResolve, type ResolveHost } from './resolve-host';
import { httpStatusText } from './status-text';
import { truncateAtTagBoundary } from './truncate-html';

export type FetchPageOptions = {
  /**
   * config.fetchAllowPrivateHosts: the only way a private or loopback host is ever fetched.
   * Pass the config value; never anything taken from a request.
   */
  allowPrivateHosts: readonly string[];
  /** Hostname → addresses. Defaults to the system resolver; tests inject answers. */
  resolve?: ResolveHost;
  signal?: AbortSignal;
  /** Whole fetch, redirects and body included. Default 10,000 ms. */
  timeoutMs?: number;
  /** Cap on the decompressed body. Default 2,000,000 bytes. */
  maxBytes?: number;
  /** Default 5. HTTP redirects and meta refreshes count together. */
  maxRedirects?: number;
};

export type FetchedPage = {
  /** Final URL after redirects, without credentials. */
  url: string;
  html: string;
  /** "text/html" or "application/xhtml+xml". */
  contentType: string;
  /** The WHATWG name of the encoding the page was decoded from, e.g. "utf-8", "shift_jis". */
  charset: string;
  /** True when the body was longer than maxBytes and was cut (at a tag boundary when possible). */
  truncated: boolean;
  status: number;
};

function unsupported(type: string): AppError {
  return new AppError(
    'UNSUPPORTED_CONTENT',
    `This page is not an HTML article (unsupported content type: ${type})`,
  );
}

function httpError(status: number): AppError {
  return new AppError('FETCH_ERROR', `The page could not be fetched (${httpStatusText(status)})`);
}

/**
 * Where the page's meta refresh sends the reader, when the page is only a way there (see
 * meta-refresh.ts); null for a page to keep. A refresh to the page itself is a reload.
 */
function refreshTarget(html: string, pageUrl: URL): URL | null {
  const target = redirectingRefreshTarget(html);
  if (target === null) return null;
  let next: URL;
  try {
    next = new URL(target, pageUrl);
  } catch {
    throw invalidRedirect();
  }
  const withoutFragment = (url: URL) => url.href.replace(/#.*$/, '');
  return withoutFragment(next) === withoutFragment(pageUrl) ? null : next;
}

/**
 * Fetches an article page through the SSRF guard (SECURITY.md, Fetching 1–13) within spec §9's
 * limits, following HTTP redirects and a redirecting meta refresh alike. Throws AppError: INVALID_URL (spec §5 messages; ports), FETCH_ERROR, TIMEOUT
 * ("Request timeout"), UNSUPPORTED_CONTENT. If the caller's signal aborts, its reason is thrown.
 */
export async function fetchPage(input: string, options: FetchPageOptions): Promise<FetchedPage> {
  // The configuration's own array, not a copy: the allow-list is parsed once per array.
  const { allowPrivateHosts } = options;
  const checked = validateUrl(input, { allowPrivateHosts });
  if (!checked.ok) throw new AppError('INVALID_URL', checked.message);

  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_HTML_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const deadline = startDeadline(timeoutMs, options.signal);
  const { signal } = deadline;
  let response: GuardedResponse | undefined;
  let next = new URL(checked.url);
  let redirects = 0;
  try {
    for (;;) {
      response = await openGuardedResponse(next, {
        allowPrivateHosts,
        resolve: options.resolve ?? systemResolve,
        signal,
        timeoutMs,
        maxRedirects,
        redirectsSoFar: redirects,
        headers: {
          'user-agent': CANYON_USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': ACCEPT_ENCODING,
        },
      });
      const { status } = response;
      if (status < 200 || status > 299) throw httpError(status);

      const declared = parseContentType(firstHeader(response.headers['content-type']));
      if (declared && !isHtmlMimeType(declared.mimeType)) throw unsupported(declared.mimeType);

      const body = await readLimitedBody(
        response.body,
        firstHeader(response.headers['content-encoding']),
        maxBytes,
        signal,
      );
      const { encoding } = sniffCharset(body.bytes, declared?.charset ?? null);
      const kept = body.truncated ? truncateAtTagBoundary(body.bytes, encoding) : body.bytes;
      const html = decodeBody(kept, encoding, { truncated: body.truncated });
      if (!declared && !looksLikeHtml(html)) throw unsupported('none declared');

      const refresh = refreshTarget(html, response.url);
      if (!refresh) {
        return {
          url: response.url.href,
          html,
          contentType: declared?.mimeType ?? 'text/html',
          charset: encoding,
          truncated: body.truncated,
          status,
        };
      }
      // A page that only refreshes to another address is one more hop of the same chain.
      redirects = response.redirects;
      await response.close();
      response = undefined;
      if (redirects >= maxRedirects) throw tooManyRedirects(maxRedirects);
      redirects += 1;
      next = refresh;
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error;
  } finally {
    await response?.close();
    deadline.dispose();
  }
}
