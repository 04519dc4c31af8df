// The only module that reads the environment. Everything else receives a Config.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be from 1 to 65535').max(65535, 'must be from 1 to 65535'));

const hostList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean),
);

/** `TRUST_PROXY`: off, on (one proxy in front) or the number of proxies in front. */
const trustProxy = z
  .string()
  .regex(/^(true|false|on|off|yes|no|\d{1,2})$/i, 'must be true, false or a number of proxies')
  .transform((value) => {
    const lower = value.toLowerCase();
    if (['true', 'on', 'yes'].includes(lower)) return 1;
    if (['false', 'off', 'no'].includes(lower)) return 0;
    return Number(lower);
  });

const optionalText = z.string().min(1).optional();

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const AI_PROVIDERS = ['extractive', 'openai', 'openai-compatible', 'anthropic'] as const;

const aiTimeoutSeconds = z.coerce
  .number({ error: 'must be a whole number of seconds from 5 to 600' })
  .int('must be a whole number of seconds from 5 to 600')
  .min(5, 'must be a whole number of seconds from 5 to 600')
  .max(600, 'must be a whole number of seconds from 5 to 600');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute http(s) URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FETCH_ALLOW_PRIVATE_HOSTS: hostList.default([]),
  DEFAULT_PLAN: z.enum(['free', 'pro']).default('pro'),
  SAVES_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(30),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Canyon <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  IMPORT_MAX_MB: wholeNumber(1, 2048).default(200),
  IMPORT_FETCHES_AT_ONCE: wholeNumber(1, 32).default(4),
  IMPORT_HOST_REQUESTS_PER_MINUTE: wholeNumber(1, 600).default(30),
  OPERATOR_NAME: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(/^[^\p{Cc}]*$/u, 'must be one line of text')
    .transform((value) => value.trim())
    .optional(),
  OPERATOR_EMAIL: z.email('must be an email address').optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_APP_BUNDLE_IDENTIFIER: optionalText,
  OIDC_ISSUER: z.url('must be an absolute http(s) URL').optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  TRUST_PROXY: trustProxy.default(0),
  AI_PROVIDER: z
    .string()
    .toLowerCase()
    .pipe(z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` }))
    .default('extractive'),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  AI_TIMEOUT_SECONDS: aiTimeoutSeconds.default(60),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or a restricted rk_… key)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_ID: z.string().regex(/^\S+$/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .transform((value) => new URL(value))
    .refine((url) => url.pathname === '/' && !url.search && !url.hash, {
      error: 'must be an origin only, such as http://127.0.0.1:12111 (the SDK adds /v1/…)',
    })
    .optional(),
});

/** Values that must never be echoed back in an error message. */
const SECRET_NAMES = new Set([
  'AUTH_SECRET',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
  'APPLE_CLIENT_SECRET',
  'APPLE_PRIVATE_KEY',
  'OIDC_CLIENT_SECRET',
  'AI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

export type OAuthClientSettings = { clientId: string; clientSecret: string };

/** Apple's client secret is a short-lived JWT: give one, or the key Canyon signs it with. */
export type AppleSettings = {
  clientId: string;
  appBundleIdentifier: string | undefined;
} & (
  { clientSecret: string } | { signingKey: { teamId: string; keyId: string; privateKey: string } }
);

export type OidcSettings = OAuthClientSettings & { issuer: string; name: string };

export type SignInProviderSettings = {
  google: OAuthClientSettings | undefined;
  github: OAuthClientSettings | undefined;
  apple: AppleSettings | undefined;
  oidc: OidcSettings | undefined;
};

export type LanguageModelSettings = {
  provider: Exclude<(typeof AI_PROVIDERS)[number], 'extractive'>;
  model: string;
  /** Optional for openai-compatible servers (Ollama needs none). */
  apiKey: string | undefined;
  /** The API's root, ending before the endpoint (…/v1); unset uses the provider's own. */
  baseUrl: string | undefined;
  /** Each request to the model ends after this long. */
  timeoutMs: number;
};

/** Which AI answers Pro readers: the embedded extractive provider, or a language model. */
export type AiSettings = { provider: 'extractive' } | LanguageModelSettings;

/** Stripe subscriptions (modules/billing); undefined when STRIPE_* are not set. */
export type BillingSettings = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another Stripe-compatible server (tests, a mock); unset uses Stripe's own. */
  apiBase: URL | undefined;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  fetchAllowPrivateHosts: string[];
  defaultPlan: 'free' | 'pro';
  /** Saves one reader may start in a minute (counted in the database, across processes). */
  savesPerMinute: number;
  /** Unset: generated once and kept in the database (src/server/auth/auth-secret.ts). */
  authSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Where contact-form requests are mailed (SUPPORT_EMAIL); unset, they are only stored. */
  supportEmail: string | undefined;
  /** Who runs this server, named on the terms and privacy pages; email defaults to SUPPORT_EMAIL. */
  operator: { name: string | undefined; email: string | undefined };
  /** Imports (issue #16): the largest file, fetches at once per process, requests a minute per site. */
  imports: { maxBytes: number; fetchesAtOnce: number; hostRequestsPerMinute: number };
  providers: SignInProviderSettings;
  /** How many reverse proxies in front of Canyon append to X-Forwarded-For; 0 ignores it. */
  trustProxyHops: number;
  ai: AiSettings;
  billing: BillingSettings | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Canyon cannot start: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Empty values count as unset, so `PORT=` in a .env file means "use the default". */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

function shown(name: string, env: Env): string {
  if (SECRET_NAMES.has(name) && env[name]?.trim()) return `${name}=(hidden)`;
  return `${name}=${JSON.stringify(env[name] ?? '')}`;
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Sign-in providers are enabled by their settings. A provider with only some of them set is
 * a mistake worth stopping for: it would otherwise vanish from the sign-in page silently.
 */
function readProviders(
  e: ParsedEnv,
  env: Env,
): { providers: SignInProviderSettings; problems: string[] } {
  const problems: string[] = [];
  const group = (label: string, names: (keyof ParsedEnv)[]): boolean => {
    const set = names.filter((name) => e[name] !== undefined);
    if (set.length === 0 || set.length === names.length) return set.length > 0;
    for (const name of names.filter((n) => e[n] === undefined)) {
      problems.push(
        `${shown(name, env)}: must be set because ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set (${label} needs ${names.join(', ')})`,
      );
    }
    return false;
  };

  const google = group('Google sign-in', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  const github = group('GitHub sign-in', ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']);
  const oidcNames: (keyof ParsedEnv)[] = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  const oidc = group('OpenID Connect sign-in', oidcNames);
  if (!oidc && e.OIDC_NAME !== undefined && oidcNames.every((n) => e[n] === undefined)) {
    problems.push(
      `${shown('OIDC_NAME', env)}: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too, or remove it`,
    );
  }

  let apple: AppleSettings | undefined;
  const keyNames: (keyof ParsedEnv)[] = ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'];
  const anyApple = [
    'APPLE_CLIENT_ID',
    'APPLE_CLIENT_SECRET',
    'APPLE_APP_BUNDLE_IDENTIFIER',
    ...keyNames,
  ].some((name) => e[name as keyof ParsedEnv] !== undefined);
  if (anyApple) {
    const signingKey = group('Apple sign-in with a signing key', keyNames);
    if (!e.APPLE_CLIENT_ID) {
      problems.push(
        `${shown('APPLE_CLIENT_ID', env)}: must be set because other APPLE_* settings are set (Apple sign-in needs the Services ID)`,
      );
    } else if (e.APPLE_CLIENT_SECRET && signingKey) {
      problems.push(
        `${shown('APPLE_CLIENT_SECRET', env)}: set either APPLE_CLIENT_SECRET or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY, not both`,
      );
    } else if (e.APPLE_CLIENT_SECRET) {
      apple = {
        clientId: e.APPLE_CLIENT_ID,
        appBundleIdentifier: e.APPLE_APP_BUNDLE_IDENTIFIER,
        clientSecret: e.APPLE_CLIENT_SECRET,
      };
    } else if (signingKey) {
      apple = {
        clientId: e.APPLE_CLIENT_ID,
        appBundleIdentifier: e.APPLE_APP_BUNDLE_IDENTIFIER,
        signingKey: {
          teamId: e.APPLE_TEAM_ID as string,
          keyId: e.APPLE_KEY_ID as string,
          // .env files often hold a PEM key on one line with literal \n separators.
          privateKey: (e.APPLE_PRIVATE_KEY as string).replace(/\\n/g, '\n'),
        },
      };
    } else if (!keyNames.some((n) => e[n] !== undefined)) {
      problems.push(
        `${shown('APPLE_CLIENT_SECRET', env)}: must be set because APPLE_CLIENT_ID is set (or set APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY)`,
      );
    }
  }

  return {
    problems,
    providers: {
      google: google
        ? { clientId: e.GOOGLE_CLIENT_ID as string, clientSecret: e.GOOGLE_CLIENT_SECRET as string }
        : undefined,
      github: github
        ? { clientId: e.GITHUB_CLIENT_ID as string, clientSecret: e.GITHUB_CLIENT_SECRET as string }
        : undefined,
      apple,
      oidc: oidc
        ? {
            issuer: (e.OIDC_ISSUER as string).replace(/\/+$/, ''),
            clientId: e.OIDC_CLIENT_ID as string,
            clientSecret: e.OIDC_CLIENT_SECRET as string,
            name: e.OIDC_NAME ?? 'Single sign-on',
          }
        : undefined,
    },
  };
}

/** What each language-model provider needs besides AI_MODEL, said the way the message says it. */
const MODEL_REQUIREMENTS: Record<
  LanguageModelSettings['provider'],
  { needs: { name: 'AI_API_KEY' | 'AI_BASE_URL'; what: string }[]; modelExample: string }
> = {
  openai: {
    needs: [{ name: 'AI_API_KEY', what: 'an API key from platform.openai.com' }],
    modelExample: 'gpt-4o-mini',
  },
  'openai-compatible': {
    needs: [
      {
        name: 'AI_BASE_URL',
        what: "the server's API address, for example http://localhost:11434/v1 for Ollama",
      },
    ],
    modelExample: 'llama3.2 with Ollama',
  },
  anthropic: {
    needs: [{ name: 'AI_API_KEY', what: 'an API key from console.anthropic.com' }],
    modelExample: 'claude-haiku-4-5',
  },
};

/**
 * The AI settings. A model setting left over with the extractive provider (the default) is a
 * mistake worth stopping for: the operator surely meant to use that model.
 */
function readAi(e: ParsedEnv, env: Env): { ai: AiSettings; problems: string[] } {
  const problems: string[] = [];
  const provider = e.AI_PROVIDER;
  if (provider === 'extractive') {
    for (const name of ['AI_MODEL', 'AI_API_KEY', 'AI_BASE_URL'] as const) {
      if (e[name] === undefined) continue;
      problems.push(
        `${shown(name, env)}: set AI_PROVIDER to openai, openai-compatible or anthropic to use a language model, or remove it (AI_PROVIDER is extractive${env.AI_PROVIDER?.trim() ? '' : ', the default'})`,
      );
    }
    return { ai: { provider }, problems };
  }
  const { needs, modelExample } = MODEL_REQUIREMENTS[provider];
  for (const { name, what } of needs) {
    if (e[name] !== undefined) continue;
    problems.push(`${shown(name, env)}: must be set because AI_PROVIDER is ${provider} (${what})`);
  }
  if (e.AI_MODEL === undefined) {
    problems.push(
      `${shown('AI_MODEL', env)}: must be set because AI_PROVIDER is ${provider} (the model's name, for example ${modelExample})`,
    );
  }
  return {
    problems,
    ai: {
      provider,
      model: e.AI_MODEL ?? '',
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
    },
  };
}

const STRIPE_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

/** Billing is on with all three Stripe settings; some of them only is a mistake worth stopping for. */
function readBilling(
  e: ParsedEnv,
  env: Env,
): { billing: BillingSettings | undefined; problems: string[] } {
  const set = STRIPE_NAMES.filter((name) => e[name] !== undefined);
  const problems: string[] = [];
  if (set.length > 0 && set.length < STRIPE_NAMES.length) {
    for (const name of STRIPE_NAMES.filter((n) => e[n] === undefined)) {
      problems.push(
        `${shown(name, env)}: must be set because ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set (billing needs ${STRIPE_NAMES.join(', ')})`,
      );
    }
  }
  if (set.length === 0 && e.STRIPE_API_BASE !== undefined) {
    problems.push(
      `${shown('STRIPE_API_BASE', env)}: set ${STRIPE_NAMES.join(', ')} too, or remove it`,
    );
  }
  if (problems.length || set.length === 0) return { billing: undefined, problems };
  return {
    problems,
    billing: {
      secretKey: e.STRIPE_SECRET_KEY as string,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
      priceId: e.STRIPE_PRICE_ID as string,
      apiBase: e.STRIPE_API_BASE,
    },
  };
}

/** Parses and validates an environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: Env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${shown(name, env)}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const { providers, problems: providerProblems } = readProviders(e, env);
  const { ai, problems: aiProblems } = readAi(e, env);
  const { billing, problems: billingProblems } = readBilling(e, env);
  const problems = [...providerProblems, ...aiProblems, ...billingProblems];
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    fetchAllowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS,
    defaultPlan: e.DEFAULT_PLAN,
    savesPerMinute: e.SAVES_PER_MINUTE,
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    operator: { name: e.OPERATOR_NAME || undefined, email: e.OPERATOR_EMAIL ?? e.SUPPORT_EMAIL },
    imports: {
      maxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
      fetchesAtOnce: e.IMPORT_FETCHES_AT_ONCE,
      hostRequestsPerMinute: e.IMPORT_HOST_REQUESTS_PER_MINUTE,
    },
    providers,
    trustProxyHops: e.TRUST_PROXY,
    ai,
    billing,
  };
}

/** The process environment, with an optional `.env` file underneath it (real variables win). */
export function readEnvironment(envFile = path.resolve('.env')): Env {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

/** Settings only the test suite uses, read here so no other module touches the environment. */
export function readTestSettings(env: Env = process.env): { postgresUrl: string | undefined } {
  const url = env.TEST_DATABASE_URL?.trim();
  return { postgresUrl: url ? url : undefined };
}
