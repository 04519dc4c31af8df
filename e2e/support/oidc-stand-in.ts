// The OpenID Connect stand-in for browser tests: the server tests' provider on loopback, with a
// login form that takes any login and password; the login becomes the account's verified email.
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../src/server/test/local-oidc-provider';

export type OidcStandIn = LocalOidcProvider;

/** "ada.lovelace@example.com" → "Ada Lovelace". */
function nameFrom(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export function startOidcStandIn(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<OidcStandIn> {
  return startLocalOidcProvider({
    ...client,
    accounts: (login) => {
      const email = login.includes('@')
        ? login.toLowerCase()
        : `${login.toLowerCase()}@sso.example.test`;
      return { sub: email, email, email_verified: true, name: nameFrom(email) };
    },
  });
}
