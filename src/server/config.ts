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
});

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

/** Parses and validates an environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: Env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
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
