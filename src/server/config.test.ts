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
    });
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
