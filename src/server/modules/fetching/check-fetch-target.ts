import { AppError } from '@/server/errors';
import { effectivePort, isAllowListedHost } from '@/shared/validation/private-host-allow-list';
import { urlMessages } from '@/shared/validation/url';
import { isBlockedAddress, parseIpAddress, type IpAddress } from './ip-ranges';
import { resolveHost, type ResolveHost } from './resolve-host';

// The SSRF guard every outgoing fetch (pages, and later images, icons, Open Graph images) passes
// before each connection, redirects included (SECURITY.md, Fetching 1–9, 12).

export type FetchPolicy = {
  /** FETCH_ALLOW_PRIVATE_HOSTS from config, never from a request. */
  allowPrivateHosts: readonly string[];
  resolve: ResolveHost;
};

export type CheckedTarget = {
  /** The URL to request: credentials removed. */
  url: URL;
  /** The one address the connection must go to. */
  pinned: IpAddress;
};

export const PORT_NOT_ALLOWED_MESSAGE = 'Only ports 80 and 443 are allowed';
const STANDARD_PORTS = new Set(['80', '443']);

function isLocalhostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

function privateHost(): AppError {
  return new AppError('INVALID_URL', urlMessages.privateHost);
}

/**
 * Checks one URL and resolves its host once. Order: scheme, then the host as written (names like
 * localhost and IP literals), then every resolved address, then the port; so a private target
 * reads "Private and local URLs are not allowed" whatever its port. Nothing connects before all
 * of these pass, and the caller connects only to `pinned`, the address that was checked, so a
 * second DNS answer can never be used.
 */
export async function checkFetchTarget(
  input: URL,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<CheckedTarget> {
  if (input.protocol !== 'http:' && input.protocol !== 'https:') {
    throw new AppError('INVALID_URL', urlMessages.unsupportedScheme);
  }
  const url = new URL(input.href);
  url.username = '';
  url.password = '';
  if (!url.hostname) throw new AppError('INVALID_URL', urlMessages.invalidFormat);

  const allowListed = isAllowListedHost(url, policy.allowPrivateHosts);
  if (!allowListed) {
    if (isLocalhostName(url.hostname)) throw privateHost();
    const literal = parseIpAddress(url.hostname);
    if (literal && isBlockedAddress(literal.address)) throw privateHost();
  }

  const addresses = await resolveHost(url.hostname, policy.resolve, signal);
  if (!allowListed) {
    if (addresses.some((ip) => isBlockedAddress(ip.address))) throw privateHost();
    if (!STANDARD_PORTS.has(effectivePort(url)))
      throw new AppError('INVALID_URL', PORT_NOT_ALLOWED_MESSAGE);
  }

  return { url, pinned: addresses[0] as IpAddress };
}
