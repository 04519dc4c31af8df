import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Claims a test account hands out; email_verified decides whether it may join an account. */
export type OidcTestAccount = { email: string; email_verified: boolean; name?: string };

export type LocalOidcProvider = { issuer: string; close: () => Promise<void> };

/** The claims for a login typed into the form (sub defaults to the login), or undefined. */
export type OidcAccountLookup = (login: string) => (OidcTestAccount & { sub?: string }) | undefined;

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, standing
 * in for Keycloak or Authentik. Its development login form accepts any account id listed in
 * `accounts` (or that the lookup knows), without a password check.
 */
export async function startLocalOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, OidcTestAccount> | OidcAccountLookup;
}): Promise<LocalOidcProvider> {
  const { accounts } = options;
  const lookup: OidcAccountLookup =
    typeof accounts === 'function' ? accounts : (login) => accounts[login];
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [
        { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' },
      ],
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => {
      const account = lookup(id);
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
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
