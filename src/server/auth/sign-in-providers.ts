import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { SocialProviders } from 'better-auth/social-providers';
import type { SignInMethods } from '@/shared/auth/sign-in-methods';
import type { Config, SignInProviderSettings } from '../config';
import { renewingAppleClientSecret } from './apple-client-secret';

/**
 * Each provider exactly when its settings are present (config.ts rejects half-set ones).
 * An address the provider did not verify must be confirmed by Canyon's own mail once before
 * the account signs in, as an email sign-up must (the link arrives on first sign-in).
 */
export function socialProviders(providers: SignInProviderSettings): SocialProviders {
  const { google, github, apple } = providers;
  const result: SocialProviders = {};
  if (google) {
    // Scopes profile and email (Better Auth's default, with openid); account choice always shown.
    result.google = { ...google, prompt: 'select_account', requireEmailVerification: true };
  }
  if (github) result.github = { ...github, requireEmailVerification: true };
  if (apple) {
    if ('clientSecret' in apple) {
      result.apple = {
        clientId: apple.clientId,
        clientSecret: apple.clientSecret,
        appBundleIdentifier: apple.appBundleIdentifier,
        requireEmailVerification: true,
      };
    } else {
      const secret = renewingAppleClientSecret(apple.signingKey, apple.clientId);
      result.apple = {
        clientId: apple.clientId,
        appBundleIdentifier: apple.appBundleIdentifier,
        requireEmailVerification: true,
        // Read on every use, so a long-running process keeps a valid secret.
        get clientSecret() {
          return secret();
        },
      };
    }
  }
  return result;
}

/** A generic OpenID Connect provider (Keycloak, Authentik, …), found through discovery. */
export function oidcPlugins(oidc: SignInProviderSettings['oidc']) {
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'oidc',
          name: oidc.name,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          // ID tokens must verify against the issuer's published keys.
          requireIdTokenVerification: true,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          // The method every OpenID provider must support.
          tokenEndpointAuth: { method: 'client_secret_basic' },
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireEmailVerification: true,
        },
      ],
    }),
  ];
}

export function signInMethods(providers: Config['providers']): SignInMethods {
  const list: SignInMethods['providers'] = [];
  if (providers.google) list.push({ id: 'google', name: 'Google' });
  if (providers.github) list.push({ id: 'github', name: 'GitHub' });
  if (providers.apple) list.push({ id: 'apple', name: 'Apple' });
  if (providers.oidc) list.push({ id: 'oidc', name: providers.oidc.name });
  return { emailPassword: true, providers: list };
}
