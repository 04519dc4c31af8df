import { z } from 'zod';
import { isAllowListedHost } from './private-host-allow-list';
import { isPrivateHostname } from './private-host';

// Spec §5 "URL". One rule set for the save form in the browser and every route on the server.
// It is the friendly first check; the server's fetcher is the real guard (SECURITY.md, Fetching).

export const URL_MAX_LENGTH = 2048;

export const urlMessages = {
  unsupportedScheme: 'Only HTTP and HTTPS URLs are allowed',
  unparsable: 'Please provide a valid URL',
  privateHost: 'Private and local URLs are not allowed',
  tooLong: `URL is too long (maximum ${URL_MAX_LENGTH} characters)`,
  invalidFormat: 'Invalid URL format',
} as const;

export type UrlMessage = (typeof urlMessages)[keyof typeof urlMessages];

export type UrlValidationOptions = {
  /**
   * Server only: the operator's FETCH_ALLOW_PRIVATE_HOSTS entries ("host" or "host:port"), which
   * lift the private-host rule for exactly those hosts. The browser never has this list.
   */
  allowPrivateHosts?: readonly string[];
};

export type UrlValidationResult = { ok: true; url: string } | { ok: false; message: UrlMessage };

const BLOCKED_SCHEME_PREFIXES = ['javascript:', 'data:', 'vbscript:', 'file:', 'ftp:'];

/**
 * The first rule that fails wins, in the spec's order: required → blocked scheme → parses →
 * http(s) → private host → length. A missing or blank URL reads "Please provide a valid URL"
 * (the spec gives "required" no words of its own); a value that is not text reads
 * "Invalid URL format", the spec's catch-all.
 */
function findProblem(url: string, options: UrlValidationOptions): UrlMessage | null {
  const lower = url.toLowerCase();
  if (BLOCKED_SCHEME_PREFIXES.some((prefix) => lower.startsWith(prefix)))
    return urlMessages.unsupportedScheme;

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return urlMessages.unparsable;
  }
  // Catches the other schemes too (gopher:, mailto:, "java\tscript:" which URL reads as javascript:).
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return urlMessages.unsupportedScheme;
  if (!parsed.hostname) return urlMessages.invalidFormat;

  if (
    isPrivateHostname(parsed.hostname) &&
    !isAllowListedHost(parsed, options.allowPrivateHosts ?? [])
  ) {
    return urlMessages.privateHost;
  }
  if (url.length > URL_MAX_LENGTH) return urlMessages.tooLong;
  return null;
}

/** Validates a URL the way spec §5 says; on success returns it trimmed (not otherwise rewritten). */
export function validateUrl(
  input: unknown,
  options: UrlValidationOptions = {},
): UrlValidationResult {
  if (input === undefined || input === null) return { ok: false, message: urlMessages.unparsable };
  if (typeof input !== 'string') return { ok: false, message: urlMessages.invalidFormat };
  const url = input.trim();
  if (url === '') return { ok: false, message: urlMessages.unparsable };
  const problem = findProblem(url, options);
  return problem ? { ok: false, message: problem } : { ok: true, url };
}

/** The zod form of validateUrl: exactly one issue, carrying the same message; output is trimmed. */
export function createUrlSchema(options: UrlValidationOptions = {}) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? urlMessages.unparsable
          : urlMessages.invalidFormat,
    })
    .trim()
    .superRefine((value, ctx) => {
      const result = validateUrl(value, options);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
}

/** The schema for browser forms and routes that do not fetch private hosts. */
export const urlSchema = createUrlSchema();
