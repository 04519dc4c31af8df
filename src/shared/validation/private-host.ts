import { parseDottedIPv4, parseIPv6 } from './ip-literal';

// Spec §5's list of private and local hosts, checked on the host as URL prints it (URL has
// already turned 2130706433, 0x7f.1, 017700000001 and 127.1 into 127.0.0.1). This is the friendly
// first check; the server's fetcher re-checks every resolved address against the full list.

function isSpecPrivateIPv4([a, b]: readonly number[]): boolean {
  return (
    a === 127 || // 127.x loopback
    a === 10 || // 10.x
    a === 0 || // 0.x "this network"
    (a === 192 && b === 168) || // 192.168.x
    (a === 172 && b !== undefined && b >= 16 && b <= 31) || // 172.16-31.x
    (a === 169 && b === 254) // 169.254.x link-local, cloud metadata
  );
}

/** The same rules for IPv6: loopback, unspecified, unique-local, link-local, and IPv4 in disguise. */
function isPrivateIPv6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (firstFiveZero && g5 === 0xffff) return isSpecPrivateIPv4(embedded); // ::ffff:a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isSpecPrivateIPv4(embedded); // 64:ff9b::/96 NAT64
  }
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  return false;
}

/** True when a URL hostname (as `new URL(...).hostname` gives it) names a private or local host. */
export function isPrivateHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = parseDottedIPv4(host);
  if (v4) return isSpecPrivateIPv4(v4);
  const v6 = host.startsWith('[') ? parseIPv6(host) : null;
  if (v6) return isPrivateIPv6(v6);
  return false;
}
