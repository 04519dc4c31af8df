// Save latency under a hostile flood (a benchmark, not a timed test). Canyon's real server runs
// in its own process (scripts/serve.ts, production settings) with its extraction pool of two
// workers; a loopback fixture site (src/server/modules/saving/testing/load-site.ts) serves an
// ordinary article at any /article/… path and 200,000 nested unclosed <div>s at any /hostile/…
// path. An honest reader saves new article URLs one at a time through the API, with an API token,
// and the round trip of each save is timed:
//   - idle:  nothing else is happening;
//   - flood: meanwhile another reader submits hostile pages in a loop, as many at once as the
//            server lets them (a refused save is retried after a short pause).
// Each round uses new readers (saves a minute are limited per reader) and alternates the two
// phases, so load from elsewhere on the machine falls on both. The goal: flood p95 under 2× idle.
// The server's own handling time of each honest save comes from its request log. Last, the same
// comparison for the extraction pool alone, in this process: an honest reader's extractions
// while another reader keeps two hostile pages in the pool, without HTTP, fetching or storage.
//
//   npm run bench:fairness
//   npm run bench:fairness -- --rounds 5 --saves 25

import { loadavg } from 'node:os';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { createExtractionPool } from '../src/server/modules/extraction/extraction-pool';
import { deeplyNestedPage } from '../src/server/modules/extraction/testing/hostile-page';
import { articlePage } from '../src/server/modules/saving/testing/article-site';
import { startLoadSite, type LoadSite } from '../src/server/modules/saving/testing/load-site';
import { createTestApp, type TestApp } from '../src/server/test/test-app';
import { createTestDatabase } from '../src/server/test/test-database';
import * as bench from './start-bench-server';

const ROUNDS = bench.benchOption('rounds', 3);
/** Saves per phase and reader: under the 30 a minute each reader may make. */
const SAVES = Math.min(bench.benchOption('saves', 25), 29);
/** Hostile saves the flooder keeps sending at once (the server admits 2). */
const FLOOD_CONNECTIONS = 4;
const FLOOD_PAUSE_MS = 100;

let readers = 0;
/** A new reader's API token. */
const createReader = async (t: TestApp) =>
  (await bench.createBenchReader(t, `bench-${(readers += 1)}@example.com`)).token;

/** The server's handling time of each request, by the X-Request-Id it answered with. */
const handlingMs = new Map<string, number>();

let pages = 0;
const save = (origin: string, token: string, url: string) =>
  fetch(`${origin}/api/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url }),
  });

type Timing = { roundTrip: number; requestId: string };

/** One save of a new ordinary page, timed. */
async function timedSave(origin: string, token: string, site: LoadSite): Promise<Timing> {
  const started = performance.now();
  const response = await save(origin, token, `${site.origin}/article/${(pages += 1)}`);
  const roundTrip = performance.now() - started;
  if (response.status !== 201) throw new Error(`honest save answered ${response.status}`);
  await response.arrayBuffer();
  return { roundTrip, requestId: response.headers.get('x-request-id') ?? '' };
}

/** The server's handling times of these saves, from its log (the last lines may be in the pipe). */
async function serverTimes(timings: Timing[]): Promise<number[]> {
  for (let wait = 0; wait < 50 && timings.some((t) => !handlingMs.has(t.requestId)); wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return timings.map((t) => {
    const ms = handlingMs.get(t.requestId);
    if (ms === undefined) throw new Error(`no request log line for ${t.requestId}`);
    return ms;
  });
}

type FloodCounts = Record<string, number>;

/** Hostile saves in a loop until `stop` is aborted; counts the answers by status. */
function flood(origin: string, token: string, site: LoadSite, stop: AbortSignal) {
  const counts: FloodCounts = {};
  const loop = async () => {
    while (!stop.aborted) {
      const response = await save(origin, token, `${site.origin}/hostile/${(pages += 1)}`);
      counts[response.status] = (counts[response.status] ?? 0) + 1;
      await response.arrayBuffer();
      if (response.status !== 201) await new Promise((r) => setTimeout(r, FLOOD_PAUSE_MS));
    }
  };
  return { counts, done: Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, loop)) };
}

const site = await startLoadSite();
const db = await createTestDatabase('sqlite');
let server: bench.BenchServer | undefined;
try {
  const t = await createTestApp(db.dialect, { db, env: { AUTH_SECRET: bench.BENCH_AUTH_SECRET } });
  // Every reader signs up before the server starts: sign-up writes to the same SQLite file, and
  // on a busy machine it could meet the server's writes and fail.
  const warm = await createReader(t);
  const roundReaders: Array<{ quiet: string; honest: string; attacker: string }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    roundReaders.push({
      quiet: await createReader(t),
      honest: await createReader(t),
      attacker: await createReader(t),
    });
  }
  server = await bench.startBenchServer(db, {
    env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host },
    onLog: (entry) => {
      if (
        entry.msg === 'request' &&
        typeof entry.requestId === 'string' &&
        typeof entry.ms === 'number'
      )
        handlingMs.set(entry.requestId, entry.ms);
    },
  });
  const { origin } = server;
  const loadBefore = loadavg()[0]!;

  // Untimed warm-up: both workers load the extractor and see each kind of page.
  for (let i = 0; i < 4; i += 1) await timedSave(origin, warm, site);
  for (let i = 0; i < 2; i += 1) await save(origin, warm, `${site.origin}/hostile/${(pages += 1)}`);

  const idle: Timing[] = [];
  const flooded: Timing[] = [];
  const floodTotals: FloodCounts = {};
  const perRound: string[] = [];
  const p95 = (xs: number[]) =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.95,
    );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { quiet, honest, attacker } = roundReaders[round - 1]!;
    const roundIdle: Timing[] = [];
    for (let i = 0; i < SAVES; i += 1) roundIdle.push(await timedSave(origin, quiet, site));

    const stop = new AbortController();
    const attack = flood(origin, attacker, site, stop.signal);
    await new Promise((r) => setTimeout(r, 500)); // the flood is under way
    const roundFlooded: Timing[] = [];
    for (let i = 0; i < SAVES; i += 1) roundFlooded.push(await timedSave(origin, honest, site));
    stop.abort();
    await attack.done;

    for (const [status, n] of Object.entries(attack.counts))
      floodTotals[status] = (floodTotals[status] ?? 0) + n;
    idle.push(...roundIdle);
    flooded.push(...roundFlooded);
    const idleP95 = p95(roundIdle.map((x) => x.roundTrip));
    const floodP95 = p95(roundFlooded.map((x) => x.roundTrip));
    perRound.push(
      `round ${round}: round-trip p95 idle ${idleP95.toFixed(0)} ms, flood ${floodP95.toFixed(0)} ms (${(floodP95 / idleP95).toFixed(2)}×); hostile answers ${JSON.stringify(attack.counts)}`,
    );
  }
  const loadAfter = loadavg()[0]!;

  const f = (ms: number) => ms.toFixed(0);
  const row = async (label: string, timings: Timing[]) => {
    const trips = timings.map((x) => x.roundTrip).sort((a, b) => a - b);
    const server = (await serverTimes(timings)).sort((a, b) => a - b);
    return `| ${label} | ${trips.length} | ${f(quantile(trips, 0.5))} | ${f(quantile(trips, 0.95))} | ${f(trips.at(-1)!)} | ${f(quantile(server, 0.5))} | ${f(quantile(server, 0.95))} |`;
  };
  const ratio = p95(flooded.map((x) => x.roundTrip)) / p95(idle.map((x) => x.roundTrip));
  console.log(
    `\nSQLite, extraction pool of 2 workers; ${ROUNDS} rounds of ${SAVES} honest saves per phase; 1-min load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`,
  );
  console.log(
    '| honest reader’s saves | saves | round-trip median ms | round-trip p95 ms | max ms | server median ms | server p95 ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(await row('idle server', idle));
  console.log(await row('another reader flooding hostile pages', flooded));
  console.log(
    `\nflood p95 / idle p95 (round trip) = ${ratio.toFixed(2)}× (goal under 2×): ${ratio < 2 ? 'met' : 'not met'}`,
  );
  console.log(`hostile saves answered, by status: ${JSON.stringify(floodTotals)}`);
  for (const line of perRound) console.log(line);
} finally {
  await server?.stop();
  await db.drop();
  await site.close();
}

/** The pool alone: wait plus extraction of an ordinary page, idle and beside a hostile reader. */
async function poolAlone(): Promise<void> {
  const pool = createExtractionPool();
  const article = articlePage(
    'A page saved under load',
    Array.from(
      { length: 8 },
      (_, i) => `<p>Paragraph ${i}. ${'Words of an ordinary article. '.repeat(6)}</p>`,
    ).join(''),
  );
  const hostile = deeplyNestedPage();
  const honest = async (n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const started = performance.now();
      await pool.extract(article, `https://example.com/${i}`, { reader: 'honest' });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  try {
    await honest(10); // warm-up: both workers loaded
    await Promise.all(
      [0, 1].map(() => pool.extract(hostile, 'https://example.com/h', { reader: 'x' })),
    );
    const idle = await honest(50);
    let stop = false;
    const hostileMs: number[] = [];
    const loop = async () => {
      while (!stop) {
        const started = performance.now();
        await pool
          .extract(hostile, 'https://example.com/h', { reader: 'hostile' })
          .catch(() => null);
        hostileMs.push(performance.now() - started);
      }
    };
    const loops = [loop(), loop()];
    await new Promise((r) => setTimeout(r, 300));
    const flooded = await honest(50);
    stop = true;
    await Promise.all(loops);
    hostileMs.sort((a, b) => a - b);
    const f = (ms: number) => ms.toFixed(1);
    console.log('\nExtraction pool alone (2 workers), 50 extractions of an ordinary page each:');
    console.log('| honest reader’s extractions | median ms | p95 ms |');
    console.log('|---|---|---|');
    console.log(`| idle pool | ${f(quantile(idle, 0.5))} | ${f(quantile(idle, 0.95))} |`);
    console.log(
      `| another reader keeping 2 hostile pages in the pool | ${f(quantile(flooded, 0.5))} | ${f(quantile(flooded, 0.95))} |`,
    );
    console.log(
      `hostile pages meanwhile: ${hostileMs.length}, median ${f(quantile(hostileMs, 0.5))} ms each (wait included)`,
    );
  } finally {
    await pool.close();
  }
}

await poolAlone();
