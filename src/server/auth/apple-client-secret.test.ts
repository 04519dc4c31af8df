import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAppleClientSecret } from './apple-client-secret';

describe("Apple's client secret", () => {
  it('is an ES256 JWT signed by the team key, valid for 180 days', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const key = {
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    };
    const jwt = signAppleClientSecret(key, 'org.example.canyon', 1_700_000_000);
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const decode = (part: string) =>
      JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' });
    expect(decode(payload)).toEqual({
      iss: 'TEAM123456',
      iat: 1_700_000_000,
      exp: 1_700_000_000 + 180 * 24 * 60 * 60,
      aud: 'https://appleid.apple.com',
      sub: 'org.example.canyon',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
  });
});
