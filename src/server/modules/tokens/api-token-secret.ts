import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A token reads `cyn_<id>_<secret>`: the prefix makes a leaked token recognisable (secret
// scanners, logs), the id finds its row without using the secret, and only a SHA-256 hash
// of the 32-byte secret is stored, compared in constant time (SECURITY.md §29).

const PREFIX = 'cyn_';
const TOKEN_PATTERN = /^cyn_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export type NewApiToken = { id: string; token: string; secretHash: string };

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newApiToken(): NewApiToken {
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, token: `${PREFIX}${id}_${secret}`, secretHash: hashSecret(secret) };
}

export function parseApiToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1] as string, secret: match[2] as string } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
