import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../config';

// The real server entry (scripts/serve.ts) as a separate process, for tests of what only a
// process can show: start-up, a kill, several processes on one database.

const ROOT = path.resolve(import.meta.dirname, '../../..');

export type ServerProcess = {
  exitCode: Promise<number | null>;
  output: () => string;
  stop: () => void;
  kill: () => Promise<void>;
};

/** Starts the server with only the given settings (and PATH/HOME). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const outer = readEnvironment();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      PATH: outer.PATH ?? '',
      HOME: outer.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exitCode = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => resolve(code)),
  );
  return {
    exitCode,
    output: () => output,
    stop: () => child.kill('SIGTERM'),
    kill: async () => {
      child.kill('SIGKILL');
      await exitCode;
    },
  };
}

/** Resolves with /api/health's answer once the server answers it. */
export async function waitForHealth(port: number, server: ServerProcess): Promise<unknown> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return await res.json();
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`server did not answer:\n${server.output()}`);
}

/**
 * Signs a reader up on a server without SMTP and follows the confirmation link it left in
 * DATA_DIR/outbox; resolves with the session cookie.
 */
export async function signUpThroughOutbox(
  origin: string,
  dataDir: string,
  email: string,
): Promise<string> {
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse 42', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    for (const file of (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })()) {
      const text = readFileSync(path.join(outbox, file), 'utf8');
      if (text.includes(`To: ${email}`)) link = /https?:\/\/\S+verify-email\S*/.exec(text)?.[0];
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await fetch(link.replace(/^https?:\/\/[^/]+/, origin), { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('canyon.session_token='));
  if (!cookie) throw new Error('confirmation gave no session');
  return cookie;
}
