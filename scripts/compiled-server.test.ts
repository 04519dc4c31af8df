// The production build runs with plain node and only the production dependencies: the server
// bundle is built into a scratch project whose node_modules holds just the packages a pruned
// install keeps (linked from this checkout), and node resolves through those links only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/free-port';
import { buildServer } from './server-build';
import { startNodeFlags } from './start-flags.js';

const ROOT = path.resolve(import.meta.dirname, '..');

type LockEntry = { dev?: boolean; devOptional?: boolean };

/**
 * Top-level production packages: everything in the lock file not marked dev or devOptional.
 * `npm prune --omit=dev` keeps devOptional ones too (vitest is an optional peer of better-auth,
 * and brings vite and esbuild), but the server must not need them.
 */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([key]) => key.slice('node_modules/'.length))
    .filter((name) => !name.includes('/node_modules/'))
    .filter((name) => existsSync(path.join(ROOT, 'node_modules', name)));
}

function scratchProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canyon-compiled-'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  for (const name of productionPackages()) {
    const link = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', name), link, 'dir');
  }
  return dir;
}

function startCompiled(dir: string, env: Record<string, string>, nodeFlags: string[] = []) {
  // --preserve-symlinks: packages resolve their own imports from the scratch node_modules too,
  // so a development dependency anywhere in the import graph fails to load.
  const args = ['--preserve-symlinks', ...nodeFlags, 'dist/server/main.js'];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function health(port: number, server: { child: ChildProcess; output: () => string }) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server.child.exitCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return { status: res.status, body: await res.json() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the compiled server did not answer:\n${server.output()}`);
}

describe('the compiled server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = scratchProject();
    await buildServer(ROOT, path.join(dir, 'dist/server'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no build or development tools on its module path', () => {
    const require = createRequire(path.join(dir, 'package.json'));
    for (const tool of ['tsx', 'vite', 'esbuild', 'vitest'])
      expect(() => require.resolve(tool), tool).toThrow();
    expect(existsSync(path.join(dir, 'node_modules/piscina'))).toBe(true);
  });

  it('starts with plain node and answers /api/health', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-compiled-data-'));
    const server = startCompiled(dir, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      expect(await health(port, server)).toEqual({
        status: 200,
        body: { status: 'ok', db: 'sqlite' },
      });
      expect(server.output()).toContain(`Canyon is listening on http://localhost:${port}`);
    } finally {
      server.child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("runs under npm start's heap cap, as the image does, its extraction workers included", async () => {
    const flags = startNodeFlags(ROOT);
    expect(flags).toEqual(['--max-old-space-size=192']);
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`NODE_OPTIONS=${flags.join(' ')}`);

    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-compiled-data-'));
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    const server = startCompiled(dir, env, flags);
    try {
      // Workers refuse heap flags in their execArgv: the pool would not start with them.
      expect((await health(port, server)).status).toBe(200);
      const listening = server
        .output()
        .split('\n')
        .map((line) => (line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : {}))
        .find((entry) => typeof entry.heapLimitMb === 'number');
      // 192 MB of old generation plus the young generation's semi-spaces.
      expect(listening?.heapLimitMb).toBeGreaterThanOrEqual(192);
      expect(listening?.heapLimitMb).toBeLessThan(300);
    } finally {
      server.child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('extracts a page in the compiled worker without a TypeScript loader', () => {
    const script = path.join(dir, 'extract-once.js');
    writeFileSync(
      script,
      `import { Piscina } from 'piscina';
const pool = new Piscina({ filename: new URL('./dist/server/extraction-worker.js', import.meta.url).href });
const paragraph = '<p>' + 'Canyon keeps the article and drops the rest of the page. '.repeat(12) + '</p>';
const html = '<html><head><title>A page</title></head><body><article><h1>A page</h1>' + paragraph.repeat(4) + '</article></body></html>';
const result = await pool.run({ html, url: 'https://example.com/a-page' });
console.log(JSON.stringify({ ok: result.ok, title: result.article?.title }));
await pool.destroy();
`,
    );
    const run = spawnSync(process.execPath, ['--preserve-symlinks', script], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim())).toEqual({ ok: true, title: 'A page' });
  });
});
