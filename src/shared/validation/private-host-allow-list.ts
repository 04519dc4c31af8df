// FETCH_ALLOW_PRIVATE_HOSTS (DESIGN.md §4): entries "host" or "host:port" naming hosts an operator
// (or the test suite) lets Canyon fetch although they are private. Matching is by the host as the
// URL names it, never by what it resolves to, so a public name that resolves to a listed address
// gains nothing. Only the server's configuration supplies the list.

type AllowEntry = { host: string; port: string | null };

function canonicalHost(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname.replace(/\.+$/, '');
  } catch {
    return null;
  }
}

function parseEntry(raw: string): AllowEntry | null {
  let entry = raw.trim().toLowerCase();
  if (!entry) return null;
  // A bare IPv6 address ("::1") has several colons and no port.
  if (!entry.startsWith('[') && (entry.match(/:/g)?.length ?? 0) >= 2) entry = `[${entry}]`;
  const match = /^(\[[^\]]+\]|[^:[\]/?#@]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!match?.[1]) return null;
  const host = canonicalHost(match[1]);
  if (!host) return null;
  const port = match[2] === undefined ? null : String(Number(match[2]));
  return { host, port };
}

/** The port a URL connects to, defaults included ("80" for http:, "443" for https:). */
export function effectivePort(url: URL): string {
  if (url.port) return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

// The list is the server's configuration, one array for the process's life, yet it is checked on
// every fetch, redirect and image: parse each array once (a WeakMap, so nothing is kept alive).
const parsedLists = new WeakMap<readonly string[], readonly AllowEntry[]>();

function parsedList(allowPrivateHosts: readonly string[]): readonly AllowEntry[] {
  let entries = parsedLists.get(allowPrivateHosts);
  if (!entries) {
    entries = allowPrivateHosts.flatMap((raw) => parseEntry(raw) ?? []);
    parsedLists.set(allowPrivateHosts, entries);
  }
  return entries;
}

/** True when the URL's host (and port, if the entry names one) is on the allow-list. */
export function isAllowListedHost(url: URL, allowPrivateHosts: readonly string[]): boolean {
  if (allowPrivateHosts.length === 0) return false;
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  const port = effectivePort(url);
  return parsedList(allowPrivateHosts).some(
    (entry) => entry.host === host && (entry.port === null || entry.port === port),
  );
}
