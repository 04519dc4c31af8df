import { BlockList, isIP } from 'node:net';
import { parseIPv6 } from '@/shared/validation/ip-literal';

// Every address Canyon refuses to connect to unless the operator allow-lists the host
// (SECURITY.md, Fetching 1–4). Anything that is not a clean public unicast address is refused.

const IPV4_BLOCKED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches localhost on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
];

const IPV6_BLOCKED: ReadonlyArray<readonly [string, number]> = [
  ['::', 96], // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local (fd00::/8 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockList = new BlockList();
for (const [network, prefix] of IPV4_BLOCKED) blockList.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_BLOCKED) blockList.addSubnet(network, prefix, 'ipv6');

/**
 * Reads an IPv4 host the way the WHATWG URL parser does: one to four dot-separated parts, each
 * decimal, 0x-hex or 0-octal, the last filling the remaining bytes (2130706433, 0x7f.1,
 * 017700000001, 127.1, 0). Returns the dotted quad, or null if the text is not such a number.
 */
export function parseIPv4Numeric(text: string): string | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

export type IpAddress = { address: string; family: 4 | 6 };

/** An IP literal in any accepted spelling (brackets, numeric IPv4 forms) as a canonical address. */
export function parseIpAddress(text: string): IpAddress | null {
  const bracketless = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // A zone ("fe80::1%eth0") says which interface, not which address.
  const bare = bracketless.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 4) return { address: bare, family: 4 };
  if (family === 6)
    return { address: new URL(`http://[${bare}]/`).hostname.slice(1, -1), family: 6 };
  const numeric = parseIPv4Numeric(bare);
  return numeric ? { address: numeric, family: 4 } : null;
}

/** The IPv4 address an IPv6 address carries inside it (mapped, NAT64, 6to4), if it does. */
function embeddedIPv4(groups: readonly number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const fromGroups = (high: number, low: number) =>
    `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return fromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return fromGroups(g6, g7);
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return fromGroups(g1, g2);
  return null;
}

/**
 * True unless the text is an IP address Canyon may connect to. Fails closed: anything that is
 * not an IP address counts as blocked.
 */
export function isBlockedAddress(text: string): boolean {
  const ip = parseIpAddress(text);
  if (!ip) return true;
  if (ip.family === 4) return blockList.check(ip.address, 'ipv4');
  if (blockList.check(ip.address, 'ipv6')) return true;
  const groups = parseIPv6(ip.address);
  if (!groups) return true;
  const inner = embeddedIPv4(groups);
  return inner !== null && blockList.check(inner, 'ipv4');
}
