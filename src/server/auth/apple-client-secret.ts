import { createPrivateKey, sign } from 'node:crypto';

// Apple wants the OAuth client secret as an ES256 JWT that it accepts for at most six
// months. Signing it from the team's key here spares operators a manual renewal.

const LIFETIME_S = 180 * 24 * 60 * 60;
const RENEW_BEFORE_S = 30 * 24 * 60 * 60;

export type AppleSigningKey = { teamId: string; keyId: string; privateKey: string };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signAppleClientSecret(
  key: AppleSigningKey,
  clientId: string,
  nowS = Math.floor(Date.now() / 1000),
): string {
  const header = encode({ alg: 'ES256', kid: key.keyId, typ: 'JWT' });
  const payload = encode({
    iss: key.teamId,
    iat: nowS,
    exp: nowS + LIFETIME_S,
    aud: 'https://appleid.apple.com',
    sub: clientId,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey(key.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** A client secret that re-signs itself a month before it would expire. */
export function renewingAppleClientSecret(key: AppleSigningKey, clientId: string): () => string {
  let current = {
    jwt: signAppleClientSecret(key, clientId),
    signedAtS: Math.floor(Date.now() / 1000),
  };
  return () => {
    const nowS = Math.floor(Date.now() / 1000);
    if (nowS - current.signedAtS > LIFETIME_S - RENEW_BEFORE_S) {
      current = { jwt: signAppleClientSecret(key, clientId, nowS), signedAtS: nowS };
    }
    return current.jwt;
  };
}
