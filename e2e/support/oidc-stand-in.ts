// A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
// Keycloak or Authentik. Its development login form takes any login and password; the login
// becomes the account's verified email address.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OidcStandIn = { issuer: string; close: () => Promise<void> };

/** "ada.lovelace@example.com" → "Ada Lovelace". */
function nameFrom(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export async function startOidcStandIn(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<OidcStandIn> {
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }],
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['canyon-e2e-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, login: string) => {
      const email = login.includes('@')
        ? login.toLowerCase()
        : `${login.toLowerCase()}@sso.example.test`;
      return {
        accountId: login,
        claims: async () => ({ sub: email, email, email_verified: true, name: nameFrom(email) }),
      };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
