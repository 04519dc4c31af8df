// Start-up time and idle memory of the production build: `node dist/server/main.js` spawned,
// timed until GET /api/health answers, then left idle and its resident memory read from
// /proc/<pid>/status (Linux). Every run is a fresh process.
//
//   npm run bench:startup                 # 10 runs of each case (default)
//   npm run bench:startup -- --runs 20
//
// Cases: a first start on an empty DATA_DIR (SQLite created and migrated), a restart on that
// database, and the same restart through `npm start`'s launcher (scripts/start.js: the build
// staleness check, then the same server). With TEST_DATABASE_URL set, a restart on PostgreSQL too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../scripts/ensure-build';
import { freePort } from '../src/server/test/free-port';
import { createTestDatabase, testDialects } from '../src/server/test/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'idle-ms': { type: 'string', default: '5000' },
  },
});
const RUNS = Number(values.runs);
const IDLE_MS = Number(values['idle-ms']);
const AUTH_SECRET = 'startup-bench-secret-startup-bench-secret';

type Sample = { readyMs: number; idleRssMb: number; peakRssMb: number };

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One fresh process: spawn → /api/health answers → idle → memory. */
async function startOnce(entry: string, env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(origin, child);
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const pid = child.pid!;
    return { readyMs, idleRssMb: memoryMb(pid, 'VmRSS'), peakRssMb: memoryMb(pid, 'VmHWM') };
  } finally {
    await stop(child);
  }
}

/**
 * What the extraction workers add to the idle figure: a bare process holding a pool of the
 * compiled worker with `threads` threads (the server's pool settings), idle, then its RSS.
 */
function poolRssMb(threads: number): number {
  const script = `
    import { Piscina } from 'piscina';
    import { readFileSync } from 'node:fs';
    const threads = ${threads};
    if (threads > 0) new Piscina({ filename: new URL('./dist/server/extraction-worker.js', 'file://${ROOT}/').href,
      minThreads: threads, maxThreads: threads, atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 } });
    setTimeout(() => {
      console.log(/^VmRSS:\\s+(\\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
      process.exit(0);
    }, ${IDLE_MS});`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim()) / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function row(name: string, samples: Sample[]): string {
  const ready = samples.map((s) => s.readyMs);
  const idle = samples.map((s) => s.idleRssMb);
  const peak = samples.map((s) => s.peakRssMb);
  const f = (n: number) => n.toFixed(0);
  return `| ${name} | ${f(median(ready))} | ${f(Math.max(...ready))} | ${f(median(idle))} | ${f(Math.max(...idle))} | ${f(Math.max(...peak))} |`;
}

await ensureBuild();
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}; 1-min load average ${loadavg()[0]!.toFixed(2)} before.`,
);
console.log(`${RUNS} runs per case, ${IDLE_MS} ms idle before memory is read.\n`);

const rows: string[] = [];
const firstStarts: Sample[] = [];
const restarts: Sample[] = [];
const launcherRestarts: Sample[] = [];
const dataDirs: string[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canyon-startup-'));
    dataDirs.push(dataDir);
    firstStarts.push(await startOnce('dist/server/main.js', { DATA_DIR: dataDir }));
    restarts.push(await startOnce('dist/server/main.js', { DATA_DIR: dataDir }));
    // Sources edited meanwhile would make the launcher build first; that is not start-up time.
    await ensureBuild();
    launcherRestarts.push(await startOnce('scripts/start.js', { DATA_DIR: dataDir }));
  }
  rows.push(row('SQLite, first start (empty DATA_DIR, migrations)', firstStarts));
  rows.push(row('SQLite, restart', restarts));
  rows.push(row('SQLite, restart through `npm start`’s launcher', launcherRestarts));

  if (testDialects.includes('postgres')) {
    const db = await createTestDatabase('postgres');
    try {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++)
        samples.push(await startOnce('dist/server/main.js', { DATABASE_URL: db.url! }));
      rows.push(row('PostgreSQL, restart', samples));
    } finally {
      await db.drop();
    }
  }
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

console.log(
  '| case | ready ms (median) | ready ms (max) | idle RSS MB (median) | idle RSS MB (max) | peak RSS MB (max) |',
);
console.log('|---|---|---|---|---|---|');
for (const line of rows) console.log(line);

const bare = median([0, 1, 2].map(() => poolRssMb(0)));
const withWorkers = median([0, 1, 2].map(() => poolRssMb(2)));
console.log(
  `\nThe two extraction workers' share of the idle RSS: ${(withWorkers - bare).toFixed(0)} MB (a bare node process holding piscina: ${bare.toFixed(0)} MB; with the pool's 2 idle workers: ${withWorkers.toFixed(0)} MB).`,
);
console.log(`\n1-min load average after: ${loadavg()[0]!.toFixed(2)}`);
