// The import benchmark's server: the production build (`node dist/server/main.js`, as the
// container runs it), built first when dist/server is missing or older than its sources, in its
// own process on a free loopback port, with its resident memory sampled from /proc.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isStale } from '../scripts/build-state.js';
import { buildServer } from '../scripts/server-build';
import { startNodeFlags } from '../scripts/start-flags.js';
import { freePort } from '../src/server/test/free-port';
import type { TestDb } from '../src/server/test/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds dist/server when it is missing or stale (what `npm run build` would, for the server
 * part only: the benchmark needs no web build, and it leaves dist/web alone).
 */
export async function ensureServerBuild(): Promise<void> {
  if (!isStale('server')) return;
  console.log('Building dist/server (missing, or its sources changed)…');
  await buildServer();
}

export type LogEntry = Record<string, unknown>;

export type CompiledServer = {
  origin: string;
  pid: number;
  /** Every JSON line the server logged, and whatever else it wrote (stderr included). */
  log: LogEntry[];
  otherOutput: string[];
  /** Stops the server (SIGTERM, as a container stop does) and waits for it to exit. */
  stop(): Promise<number | null>;
};

/** Starts the compiled server on `db` and resolves once /api/health answers. */
export async function startCompiledServer(
  db: TestDb,
  options: { env: Record<string, string>; nodeArgs?: string[] },
): Promise<CompiledServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'info', // a line per request, with the server's own handling time
    ...options.env,
  };
  // On PostgreSQL, uploads and the outbox still go to DATA_DIR: a directory of the run's own.
  const scratch = db.url ? mkdtempSync(path.join(tmpdir(), 'canyon-import-bench-')) : null;
  if (db.url) env.DATABASE_URL = db.url;
  if (scratch) env.DATA_DIR = scratch;
  else if (db.dataDir) env.DATA_DIR = db.dataDir;
  // As `npm start` runs it (its heap cap); flags given here come later and win.
  const nodeArgs = [...startNodeFlags(ROOT), ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogEntry[] = [];
  const otherOutput: string[] = [];
  const collect = (line: string) => {
    try {
      log.push(JSON.parse(line) as LogEntry);
    } catch {
      if (line.trim()) otherOutput.push(line);
    }
  };
  createInterface({ input: child.stdout! }).on('line', collect);
  createInterface({ input: child.stderr! }).on('line', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    return child.exitCode;
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${otherOutput.join('\n')}`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        return { origin, pid: child.pid!, log, otherOutput, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('server did not start within 30 s');
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  } catch {
    return 0; // the process has just exited
  }
}

/** Child processes of `pid` (of any of its threads), and theirs. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
      found.push(child, ...descendants(child));
    }
  }
  return found;
}

/** Threads of the process now (the main thread, libuv's pool, the extraction workers, V8's). */
export function threadCount(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/task`).length;
  } catch {
    return 0;
  }
}

/** User plus system CPU time of the process (all its threads), in seconds. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export type RssSampler = {
  /** The largest sample (MB) since `mark(name)`, or since the start when no name is given. */
  peakMb(since?: string): number;
  /** Starts a new interval whose peak `peakMb(name)` answers. */
  mark(name: string): void;
  lastMb(): number;
  /** The kernel's own high-water mark of the server process (VmHWM, MB). */
  highWaterMb(): number;
  samples(): number;
  stop(): void;
};

/**
 * Samples the resident memory of `pid` (VmRSS covers all its threads, the extraction workers
 * included) plus any child processes every `everyMs`.
 */
export function sampleRss(pid: number, everyMs = 100): RssSampler {
  const peaks = new Map<string, number>([['', 0]]);
  let last = 0;
  let count = 0;
  const sample = () => {
    const kb = [pid, ...descendants(pid)].reduce((sum, p) => sum + statusKb(p, 'VmRSS'), 0);
    if (kb === 0) return;
    last = kb / 1024;
    count += 1;
    for (const [name, peak] of peaks) peaks.set(name, Math.max(peak, last));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peakMb: (since = '') => peaks.get(since) ?? 0,
    mark: (name) => {
      sample();
      peaks.set(name, last);
    },
    lastMb: () => last,
    highWaterMb: () => statusKb(pid, 'VmHWM') / 1024,
    samples: () => count,
    stop: () => clearInterval(timer),
  };
}
