import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvironment, readTestSettings } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('has defaults that run Canyon on a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: undefined,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      fetchAllowPrivateHosts: [],
      defaultPlan: 'pro',
      savesPerMinute: 30,
      authSecret: undefined,
      mail: { smtpUrl: undefined, from: 'Canyon <no-reply@localhost>' },
      providers: { google: undefined, github: undefined, apple: undefined, oidc: undefined },
      trustProxyHops: 0,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/canyon',
      DATABASE_URL: 'postgres://canyon:secret@db:5432/canyon',
      PUBLIC_URL: 'https://read.example.org/',
      LOG_LEVEL: 'warn',
      FETCH_ALLOW_PRIVATE_HOSTS: ' Wiki.Lan , 10.0.0.5:8080,,',
      DEFAULT_PLAN: 'free',
      SAVES_PER_MINUTE: '120',
      SUPPORT_EMAIL: 'help@read.example.org',
      OPERATOR_NAME: '  Example Reading Club ',
      IMPORT_MAX_MB: '50',
      IMPORT_FETCHES_AT_ONCE: '8',
    });
    expect(config).toEqual({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/canyon',
      databaseUrl: 'postgres://canyon:secret@db:5432/canyon',
      publicUrl: 'https://read.example.org',
      logLevel: 'warn',
      fetchAllowPrivateHosts: ['wiki.lan', '10.0.0.5:8080'],
      defaultPlan: 'free',
      savesPerMinute: 120,
      authSecret: undefined,
      mail: { smtpUrl: undefined, from: 'Canyon <no-reply@localhost>' },
      supportEmail: 'help@read.example.org',
      // The operator's contact falls back to the support address.
      operator: { name: 'Example Reading Club', email: 'help@read.example.org' },
      imports: { maxBytes: 50 * 1024 * 1024, fetchesAtOnce: 8, hostRequestsPerMinute: 30 },
      providers: { google: undefined, github: undefined, apple: undefined, oidc: undefined },
      trustProxyHops: 0,
      ai: { provider: 'extractive' },
    });
  });

  it('keeps the operator contact apart from the support address when both are set', () => {
    const config = loadConfig({
      SUPPORT_EMAIL: 'help@example.org',
      OPERATOR_EMAIL: 'owner@example.org',
    });
    expect(config.supportEmail).toBe('help@example.org');
    expect(config.operator).toEqual({ name: undefined, email: 'owner@example.org' });
  });

  it.each([
    ['IMPORT_MAX_MB', '0'],
    ['IMPORT_MAX_MB', '4096'],
    ['IMPORT_FETCHES_AT_ONCE', 'many'],
    ['IMPORT_HOST_REQUESTS_PER_MINUTE', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=.*whole number`));
  });

  it('refuses a support address that is not one, and an operator name on several lines', () => {
    expect(() =>
      loadConfig({ SUPPORT_EMAIL: 'support', OPERATOR_NAME: 'Line one\nLine two' }),
    ).toThrow(/SUPPORT_EMAIL="support": must be an email address[\s\S]*OPERATOR_NAME=.*one line/);
  });

  it.each(['0', 'many', '2.5'])('rejects SAVES_PER_MINUTE=%s', (value) => {
    const [problem, ...rest] = problemsOf({ SAVES_PER_MINUTE: value });
    expect(rest).toEqual([]);
    expect(problem).toContain(`SAVES_PER_MINUTE="${value}"`);
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('rejects PORT=%s', (value) => {
    const [problem, ...rest] = problemsOf({ PORT: value });
    expect(rest).toEqual([]);
    expect(problem).toContain(`PORT="${value}"`);
    expect(problem).toMatch(/1 to 65535|from 1 to 65535/);
  });

  it('lists every bad variable in one error', () => {
    const error = (() => {
      try {
        loadConfig({
          PORT: 'x',
          DATABASE_URL: 'mysql://db/canyon',
          LOG_LEVEL: 'loud',
          DEFAULT_PLAN: 'gold',
          PUBLIC_URL: 'nope',
        });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems.map((p) => p.split('=')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'DEFAULT_PLAN',
    ]);
    expect(error?.message).toMatch(/^Canyon cannot start: invalid configuration\n {2}- PORT="x": /);
    expect(error?.message).toContain(
      'DATABASE_URL="mysql://db/canyon": must be a postgres:// or postgresql:// URL',
    );
  });
});

describe('sign-in settings', () => {
  const secret = 'an-auth-secret-that-is-long-enough-1234';

  it('reads the secret, mail and every provider', () => {
    const config = loadConfig({
      AUTH_SECRET: secret,
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Reader <reader@example.org>',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      APPLE_CLIENT_ID: 'org.example.canyon',
      APPLE_CLIENT_SECRET: 'apple-jwt',
      OIDC_ISSUER: 'https://sso.example.org/realms/canyon/',
      OIDC_CLIENT_ID: 'canyon',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      OIDC_NAME: 'Example SSO',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      authSecret: secret,
      mail: {
        smtpUrl: 'smtps://user:pass@mail.example.org:465',
        from: 'Reader <reader@example.org>',
      },
      providers: {
        google: { clientId: 'g-id', clientSecret: 'g-secret' },
        github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
        apple: {
          clientId: 'org.example.canyon',
          clientSecret: 'apple-jwt',
          appBundleIdentifier: undefined,
        },
        oidc: {
          issuer: 'https://sso.example.org/realms/canyon',
          clientId: 'canyon',
          clientSecret: 'oidc-secret',
          name: 'Example SSO',
        },
      },
      trustProxyHops: 1,
    });
  });

  it('names the generic provider "Single sign-on" unless OIDC_NAME says otherwise', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'http://keycloak.lan:8080/realms/home',
      OIDC_CLIENT_ID: 'canyon',
      OIDC_CLIENT_SECRET: 'oidc-secret',
    });
    expect(config.providers.oidc?.name).toBe('Single sign-on');
  });

  it('takes an Apple signing key instead of a ready-made secret, with \\n line breaks', () => {
    const config = loadConfig({
      APPLE_CLIENT_ID: 'org.example.canyon',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      APPLE_APP_BUNDLE_IDENTIFIER: 'org.example.canyon.app',
    });
    expect(config.providers.apple).toEqual({
      clientId: 'org.example.canyon',
      appBundleIdentifier: 'org.example.canyon.app',
      signingKey: {
        teamId: 'TEAM',
        keyId: 'KEY',
        privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
      },
    });
  });

  it.each([
    ['off', 0],
    ['false', 0],
    ['0', 0],
    ['on', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('lists every half-set provider at once, without echoing secrets', () => {
    const problems = problemsOf({
      GOOGLE_CLIENT_ID: 'g-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'https://sso.example.org',
      APPLE_TEAM_ID: 'TEAM',
    });
    expect(problems).toEqual([
      'GOOGLE_CLIENT_SECRET="": must be set because GOOGLE_CLIENT_ID is set (Google sign-in needs GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)',
      'GITHUB_CLIENT_ID="": must be set because GITHUB_CLIENT_SECRET is set (GitHub sign-in needs GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET)',
      'OIDC_CLIENT_ID="": must be set because OIDC_ISSUER is set (OpenID Connect sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      'OIDC_CLIENT_SECRET="": must be set because OIDC_ISSUER is set (OpenID Connect sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      'APPLE_KEY_ID="": must be set because APPLE_TEAM_ID is set (Apple sign-in with a signing key needs APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY)',
      'APPLE_PRIVATE_KEY="": must be set because APPLE_TEAM_ID is set (Apple sign-in with a signing key needs APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY)',
      'APPLE_CLIENT_ID="": must be set because other APPLE_* settings are set (Apple sign-in needs the Services ID)',
    ]);
    expect(problems.join('\n')).not.toContain('gh-secret');
  });

  it.each([
    [
      { APPLE_CLIENT_ID: 'org.example.canyon' },
      /^APPLE_CLIENT_SECRET="": must be set because APPLE_CLIENT_ID is set/,
    ],
    [
      {
        APPLE_CLIENT_ID: 'id',
        APPLE_CLIENT_SECRET: 's',
        APPLE_TEAM_ID: 't',
        APPLE_KEY_ID: 'k',
        APPLE_PRIVATE_KEY: 'p',
      },
      /^APPLE_CLIENT_SECRET=\(hidden\): set either/,
    ],
    [
      { OIDC_NAME: 'SSO' },
      /^OIDC_NAME="SSO": set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too/,
    ],
  ])('refuses an incomplete or doubled provider: %j', (env, expected) => {
    const [problem, ...rest] = problemsOf(env as Record<string, string>);
    expect(rest).toEqual([]);
    expect(problem).toMatch(expected);
  });

  it('refuses bad values without printing secrets', () => {
    const problems = problemsOf({
      AUTH_SECRET: 'too-short-secret',
      SMTP_URL: 'http://user:hunter2@mail',
      MAIL_FROM: 'x',
      TRUST_PROXY: 'maybe',
      OIDC_ISSUER: 'not a url',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'AUTH_SECRET=(hidden)',
      'SMTP_URL=(hidden)',
      'MAIL_FROM="x"',
      'OIDC_ISSUER="not a url"',
      'TRUST_PROXY="maybe"',
    ]);
    expect(problems.join('\n')).not.toMatch(/too-short-secret|hunter2/);
  });
});

describe('AI settings', () => {
  it('uses the extractive provider when nothing is set', () => {
    expect(loadConfig({}).ai).toEqual({ provider: 'extractive' });
    expect(loadConfig({ AI_PROVIDER: 'extractive' }).ai).toEqual({ provider: 'extractive' });
  });

  it('reads a language model with its key, address and timeout', () => {
    const config = loadConfig({
      AI_PROVIDER: 'OpenAI',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-test-key',
      AI_BASE_URL: 'https://proxy.example.org/v1/',
      AI_TIMEOUT_SECONDS: '90',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      apiKey: 'sk-test-key',
      baseUrl: 'https://proxy.example.org/v1',
      timeoutMs: 90_000,
    });
  });

  it('needs no key for an OpenAI-compatible server, and waits 60 seconds by default', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.2',
      AI_BASE_URL: 'http://localhost:11434/v1',
    });
    expect(config.ai).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.2',
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
      timeoutMs: 60_000,
    });
  });

  it('reads Anthropic, with a base URL for a proxy', () => {
    const config = loadConfig({
      AI_PROVIDER: 'anthropic',
      AI_MODEL: 'claude-haiku-4-5',
      AI_API_KEY: 'sk-ant-test',
      AI_BASE_URL: 'http://127.0.0.1:9000/v1',
    });
    expect(config.ai).toMatchObject({
      provider: 'anthropic',
      baseUrl: 'http://127.0.0.1:9000/v1',
    });
  });

  it.each([
    [
      'openai',
      [
        'AI_API_KEY="": must be set because AI_PROVIDER is openai (an API key from platform.openai.com)',
        'AI_MODEL="": must be set because AI_PROVIDER is openai (the model\'s name, for example gpt-4o-mini)',
      ],
    ],
    [
      'anthropic',
      [
        'AI_API_KEY="": must be set because AI_PROVIDER is anthropic (an API key from console.anthropic.com)',
        'AI_MODEL="": must be set because AI_PROVIDER is anthropic (the model\'s name, for example claude-haiku-4-5)',
      ],
    ],
    [
      'openai-compatible',
      [
        'AI_BASE_URL="": must be set because AI_PROVIDER is openai-compatible (the server\'s API address, for example http://localhost:11434/v1 for Ollama)',
        'AI_MODEL="": must be set because AI_PROVIDER is openai-compatible (the model\'s name, for example llama3.2 with Ollama)',
      ],
    ],
  ])('says what AI_PROVIDER=%s needs', (provider, expected) => {
    expect(problemsOf({ AI_PROVIDER: provider })).toEqual(expected);
  });

  it('refuses model settings without a model provider, hiding the key', () => {
    const problems = problemsOf({
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-live-very-secret',
      AI_BASE_URL: 'https://api.openai.com/v1',
    });
    expect(problems).toEqual([
      'AI_MODEL="gpt-4o-mini": set AI_PROVIDER to openai, openai-compatible or anthropic to use a language model, or remove it (AI_PROVIDER is extractive, the default)',
      'AI_API_KEY=(hidden): set AI_PROVIDER to openai, openai-compatible or anthropic to use a language model, or remove it (AI_PROVIDER is extractive, the default)',
      'AI_BASE_URL="https://api.openai.com/v1": set AI_PROVIDER to openai, openai-compatible or anthropic to use a language model, or remove it (AI_PROVIDER is extractive, the default)',
    ]);
    const [explicit] = problemsOf({ AI_PROVIDER: 'extractive', AI_API_KEY: 'sk-live-very-secret' });
    expect(explicit).toMatch(/^AI_API_KEY=\(hidden\): .*\(AI_PROVIDER is extractive\)$/);
    expect([...problems, explicit].join('\n')).not.toContain('sk-live-very-secret');
  });

  it('refuses bad values, each named, without printing the key', () => {
    const problems = problemsOf({
      AI_PROVIDER: 'gpt',
      AI_API_KEY: 'sk-live-very-secret',
      AI_BASE_URL: 'ftp://models.lan/v1',
      AI_TIMEOUT_SECONDS: '2',
    });
    expect(problems).toEqual([
      'AI_PROVIDER="gpt": must be one of extractive, openai, openai-compatible, anthropic',
      'AI_BASE_URL="ftp://models.lan/v1": must be an absolute http(s) URL',
      'AI_TIMEOUT_SECONDS="2": must be a whole number of seconds from 5 to 600',
    ]);
    expect(problems.join('\n')).not.toContain('sk-live-very-secret');
  });

  it.each(['4', '601', 'soon', '7.5'])('refuses AI_TIMEOUT_SECONDS=%s', (value) => {
    const problems = problemsOf({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.2',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_TIMEOUT_SECONDS: value,
    });
    expect(problems).toEqual([
      `AI_TIMEOUT_SECONDS="${value}": must be a whole number of seconds from 5 to 600`,
    ]);
  });

  it('reports AI problems together with the other settings', () => {
    const problems = problemsOf({ GOOGLE_CLIENT_ID: 'g-id', AI_PROVIDER: 'anthropic' });
    expect(problems.map((p) => p.split('=')[0])).toEqual([
      'GOOGLE_CLIENT_SECRET',
      'AI_API_KEY',
      'AI_MODEL',
    ]);
  });
});

describe('billing settings', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_canyon_secret',
    STRIPE_WEBHOOK_SECRET: 'whsec_canyon_secret',
    STRIPE_PRICE_ID: 'price_pro_monthly',
  };

  it('is off when nothing is set', () => {
    expect(loadConfig({}).billing).toBeUndefined();
  });

  it('is on with all three settings', () => {
    const config = loadConfig(stripe);
    expect(config.billing).toEqual({
      secretKey: 'sk_test_canyon_secret',
      webhookSecret: 'whsec_canyon_secret',
      priceId: 'price_pro_monthly',
      apiBase: undefined,
    });
  });

  it('reads STRIPE_API_BASE as a URL the SDK takes host, port and protocol from', () => {
    const config = loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(config.billing?.apiBase?.hostname).toBe('127.0.0.1');
    expect(config.billing?.apiBase?.port).toBe('12111');
    expect(config.billing?.apiBase?.protocol).toBe('http:');
  });

  it('stops on a partial set, naming what is missing and hiding the secrets', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_live_very_secret' });
    expect(problems).toEqual([
      'STRIPE_WEBHOOK_SECRET="": must be set because STRIPE_SECRET_KEY is set (billing needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID)',
      'STRIPE_PRICE_ID="": must be set because STRIPE_SECRET_KEY is set (billing needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID)',
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' })).toEqual([
      'STRIPE_SECRET_KEY="": must be set because STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set (billing needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID)',
    ]);
  });

  it('refuses STRIPE_API_BASE without billing, and bad values without printing secrets', () => {
    expect(problemsOf({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE="http://127.0.0.1:12111": set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID too, or remove it',
    ]);
    const problems = problemsOf({
      STRIPE_SECRET_KEY: 'pk_live_publishable',
      STRIPE_WEBHOOK_SECRET: 'not-a-signing-secret',
      STRIPE_PRICE_ID: 'price pro',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/v1',
    });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY=(hidden): must be a Stripe secret key (sk_… or a restricted rk_… key)',
      "STRIPE_WEBHOOK_SECRET=(hidden): must be the webhook endpoint's signing secret (whsec_…)",
      'STRIPE_PRICE_ID="price pro": must be a Stripe price id (price_…)',
      'STRIPE_API_BASE="http://127.0.0.1:12111/v1": must be an origin only, such as http://127.0.0.1:12111 (the SDK adds /v1/…)',
    ]);
    expect(problems.join('\n')).not.toMatch(/pk_live_publishable|not-a-signing-secret/);
  });
});

describe('readEnvironment', () => {
  it('reads an optional .env file underneath the real environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'canyon-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, 'CANYON_TEST_ONLY_A=from-file\nPATH=from-file\n');
    const env = readEnvironment(file);
    expect(env.CANYON_TEST_ONLY_A).toBe('from-file');
    // A variable set in the real environment wins over the file.
    expect(env.PATH).not.toBe('from-file');
    expect(env.PATH).toBeTruthy();
    expect(readEnvironment(path.join(dir, 'missing.env')).CANYON_TEST_ONLY_A).toBeUndefined();
  });
});

describe('readTestSettings', () => {
  it('reads TEST_DATABASE_URL, ignoring blanks', () => {
    expect(readTestSettings({ TEST_DATABASE_URL: 'postgres://x/y' })).toEqual({
      postgresUrl: 'postgres://x/y',
    });
    expect(readTestSettings({ TEST_DATABASE_URL: ' ' })).toEqual({ postgresUrl: undefined });
  });
});
