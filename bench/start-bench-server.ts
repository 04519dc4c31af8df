// What the HTTP benchmarks share: Canyon's real server in its own process (scripts/serve.ts,
// production settings, a JSON log line per request with the server's own handling time), on a
// free loopback port and the benchmark's database, and readers with API tokens to load it with.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createApiToken } from '../src/server/modules/tokens/tokens.service';
import { signedInClient } from '../src/server/test/auth-client';
import type { TestApp } from '../src/server/test/test-app';
import type { TestDb } from '../src/server/test/test-database';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** A number given on the command line as `--name N`, else `fallback`. */
export function benchOption(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** A reader signed up and confirmed through the real auth routes, with an API token. */
export async function createBenchReader(
  t: TestApp,
  email: string,
): Promise<{ id: string; token: string }> {
  await signedInClient(t, email);
  const user = await t.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const { token } = await createApiToken(t.db, user.id, 'benchmark');
  return { id: user.id, token };
}

export type BenchServer = {
  origin: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
};

/**
 * Starts the server on `db` and resolves once /api/health answers. Every JSON line it logs
 * goes to `onLog` (request lines carry `requestId`, `path` and `ms`).
 */
export async function startBenchServer(
  db: TestDb,
  options: { env?: NodeJS.ProcessEnv; onLog: (entry: Record<string, unknown>) => void },
): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    LOG_LEVEL: 'info', // a line per request, with the server's own handling time
    PUBLIC_URL: origin,
    ...options.env,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else if (db.dataDir) env.DATA_DIR = db.dataDir;
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: server.stdout! }).on('line', (line) => {
    const entry = parseLogLine(line);
    if (entry) options.onLog(entry);
  });
  const stop = async () => {
    server.kill();
    if (server.exitCode === null) await once(server, 'exit');
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('server did not start');
}

function parseLogLine(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}
