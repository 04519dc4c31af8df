// Imports at scale (issue #16, "Speed and scale"; a benchmark, not a timed test). Canyon's
// production build runs in its own process (`node dist/server/main.js`, bench/import-server.ts)
// with its default import settings, on a fresh SQLite database and, with TEST_DATABASE_URL set,
// a fresh PostgreSQL one. A loopback fixture site (bench/import-site.ts) answers on 200 loopback
// addresses, each a site of its own; a generated 20,000-row Pocket CSV export
// (bench/import-pocket-export.ts) links to them. Measured, for each database:
//   1. library time: from the start of the upload until every entry is in the library (the
//      import's counts say 20,000 read and its status is fetching or done), with the upload and
//      the reading apart; the articles then counted in the database and through GET /api/articles;
//   2. memory: the server process's resident memory (all threads) sampled every 100 ms;
//   3. politeness: content fetching left to run until `--fetch-seconds` after the upload, with the
//      fixture site recording every request: items fetched a second, the most requests at once to
//      one site and in all, the most a site received in one rate-limit window and in any 60 s;
//   4. a reader's own save during the import: the importing reader saves pages by hand one a
//      second while content is being fetched, against the same saves by another reader on the idle
//      server before the import.
//
//   npm run bench:import                                    # SQLite
//   TEST_DATABASE_URL=postgres://… npm run bench:import     # SQLite, then PostgreSQL
//   npm run bench:import -- --db postgres --fetch-seconds 90 --rows 20000 --hosts 200
//     --skew 1 (Zipf exponent of links per site; 0 spreads them evenly) --page-ms 100
//     (each page's answer is delayed this long) --saves 50 --cpu-prof (profile the server)
//     --server-node-args "<node options for the server>"

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportDetail } from '../src/shared/imports/import-schemas';
import type { ArticlePage } from '../src/shared/articles/article-schemas';
import type { DialectName } from '../src/server/db/database';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { siteWindow } from '../src/server/modules/imports/host-politeness';
import { createTestApp } from '../src/server/test/test-app';
import { createTestDatabase, testDialects } from '../src/server/test/test-database';
import { pocketExport } from './import-pocket-export';
import {
  cpuSeconds,
  ensureServerBuild,
  sampleRss,
  startCompiledServer,
  threadCount,
  type CompiledServer,
} from './import-server';
import { startImportBenchSite, type ImportBenchSite } from './import-site';
import { BENCH_AUTH_SECRET, benchOption, createBenchReader } from './start-bench-server';

const ROWS = benchOption('rows', 20_000);
const HOSTS = Math.min(Math.max(benchOption('hosts', 200), 1), 254); // 127.0.2.1 … 127.0.2.254
const SKEW = benchOption('skew', 1);
const PAGE_MS = benchOption('page-ms', 100);
const FETCH_SECONDS = benchOption('fetch-seconds', 90);
// 50 saves a phase: the p95 is then the third slowest save, not the second of 20. The server lets
// the bench's readers save more than the default 30 pages a minute (SAVES_PER_MINUTE below).
const SAVES = Math.min(benchOption('saves', 50), 100);
const SAVES_PER_MINUTE = 120;
const SAVE_EVERY_MS = 1000;
const POLL_MS = 100;
/** The import must be read by then, or the run stops waiting and says so. */
const READ_TIMEOUT_MS = 180_000;
const PROFILE = process.argv.includes('--cpu-prof');
/** More node options for the server, for diagnosis (e.g. `--server-node-args "--import ./x.mjs"`). */
const serverArgIndex = process.argv.indexOf('--server-node-args');
const SERVER_NODE_ARGS =
  serverArgIndex >= 0 ? (process.argv[serverArgIndex + 1] ?? '').split(' ').filter(Boolean) : [];
const dbArg = process.argv.indexOf('--db');
const DIALECTS: DialectName[] =
  dbArg >= 0 ? [process.argv[dbArg + 1] as DialectName] : [...testDialects];

// Issue #16 and the server's defaults (src/server/config.ts).
const GOAL_LIBRARY_S = 10;
const GOAL_RSS_MB = 300;
const FETCHES_AT_ONCE = 4;
const HOST_PER_MINUTE = 30;
/** How Canyon counts a site's share: `max` requests in each window of `window` seconds. */
const SITE_WINDOW = siteWindow(HOST_PER_MINUTE);
/** "Within its usual time": as bench:fairness, the p95 under twice the idle server's. */
const GOAL_SAVE_RATIO = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

type SaveTiming = { roundTrip: number; serverMs: number | null };

type RunResult = {
  dialect: DialectName;
  loadBefore: string;
  loadAfter: string;
  uploadS: number;
  firstVisibleS: number | null;
  libraryS: number | null;
  readingS: number | null;
  counts: ImportDetail['counts'];
  statusAtLibrary: string;
  dbCount: number;
  apiCount: number;
  apiArchived: number;
  expectedArchived: number;
  apiPagingS: number;
  readingCpuS: number;
  rssIdleMb: number;
  rssReadingPeakMb: number;
  rssPeakMb: number;
  rssHighWaterMb: number;
  rssEndMb: number;
  threads: number;
  fetchWindowS: number;
  finalCounts: ImportDetail['counts'];
  fetchedPerS: number;
  fetchedPerSAfterReading: number;
  pageRequests: number;
  pagesPerHostMax: number;
  pagesInFlightPerHost: number;
  pagesInFlightTotal: number;
  allInFlightPerHost: number;
  allInFlightTotal: number;
  imageRequests: number;
  busiestHostLinks: number;
  perMinute: HostMax;
  perLimiterWindow: HostMax;
  timeline: string[];
  idle: SaveTiming[];
  busy: SaveTiming[];
  problems: Map<string, number>;
  otherOutput: string[];
  exitCode: number | null;
  profileDir: string | null;
};

/** Arrival times of page requests, by host. */
function pageStartsByHost(
  requests: ImportBenchSite['requests'],
  hosts: ReadonlySet<string>,
): Map<string, number[]> {
  const byHost = new Map<string, number[]>();
  for (const r of requests) {
    if (r.kind !== 'page' || !hosts.has(r.host)) continue;
    const list = byHost.get(r.host) ?? [];
    list.push(r.start);
    byHost.set(r.host, list);
  }
  for (const starts of byHost.values()) starts.sort((a, b) => a - b);
  return byHost;
}

type HostMax = { max: number; host: string };

/** The most page requests one host received in any `windowMs` (a sliding window). */
function maxInAnyWindow(byHost: Map<string, number[]>, windowMs: number): HostMax {
  let best = { max: 0, host: '' };
  for (const [host, starts] of byHost) {
    let from = 0;
    for (let to = 0; to < starts.length; to += 1) {
      while (starts[to]! - starts[from]! >= windowMs) from += 1;
      if (to - from + 1 > best.max) best = { max: to - from + 1, host };
    }
  }
  return best;
}

/**
 * The most page requests one host received in one of the rate limiter's windows as Canyon
 * keeps them (host-politeness.ts `siteWindow`, auth/rate-limit.repo.ts): a window opens at a
 * request and lasts `windowMs`; the first request after it opens the next one. The site sees a
 * request a little after Canyon counted it (a few milliseconds, more or less each time), so a
 * request within a tenth of a window (at most 1 s) of its end counts as after it.
 */
function maxInLimiterWindow(byHost: Map<string, number[]>, windowMs: number): HostMax {
  const edge = Math.min(1000, windowMs / 10);
  let best = { max: 0, host: '' };
  for (const [host, starts] of byHost) {
    let opened = -Infinity;
    let count = 0;
    for (const at of starts) {
      if (at - opened >= windowMs - edge) {
        opened = at;
        count = 0;
      }
      count += 1;
      if (count > best.max) best = { max: count, host };
    }
  }
  return best;
}

async function run(dialect: DialectName): Promise<RunResult> {
  const site = await startImportBenchSite({ hosts: HOSTS, delayMs: PAGE_MS });
  const db = await createTestDatabase(dialect);
  let server: CompiledServer | undefined;
  let stopSampler = () => {};
  try {
    // Readers sign up before the server starts (on SQLite both would write to one file).
    const t = await createTestApp(dialect, { db, env: { AUTH_SECRET: BENCH_AUTH_SECRET } });
    const warm = await createBenchReader(t, 'warm@example.com');
    const idleReader = await createBenchReader(t, 'idle-saver@example.com');
    const importer = await createBenchReader(t, 'importer@example.com');

    const file = pocketExport({
      rows: ROWS,
      hosts: site.importHosts,
      skew: SKEW,
      newestSeconds: Math.floor(Date.now() / 1000) - 3600,
    });
    const importHosts = new Set(site.importHosts);

    const profileDir = PROFILE ? mkdtempSync(path.join(tmpdir(), `canyon-import-prof-`)) : null;
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
    server = await startCompiledServer(db, {
      env: {
        AUTH_SECRET: BENCH_AUTH_SECRET,
        FETCH_ALLOW_PRIVATE_HOSTS: site.allowList,
        SAVES_PER_MINUTE: String(SAVES_PER_MINUTE),
      },
      nodeArgs: [
        ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
        ...SERVER_NODE_ARGS,
      ],
    });
    const { origin, pid } = server;
    const rss = sampleRss(pid, 100);
    stopSampler = () => rss.stop();

    const api = (token: string, pathname: string, init: RequestInit = {}) =>
      fetch(`${origin}${pathname}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    const requestMs = (requestId: string | null) => {
      const line = server!.log.find((e) => e.msg === 'request' && e.requestId === requestId);
      return typeof line?.ms === 'number' ? line.ms : null;
    };
    let savedPages = 0;
    const save = async (token: string, label: string): Promise<SaveTiming & { id: string }> => {
      const url = `http://${site.saveHost}/a/saved-by-hand-${label}-${(savedPages += 1)}`;
      const started = performance.now();
      const response = await api(token, '/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const roundTrip = performance.now() - started;
      const body = await response.text();
      if (response.status !== 201) throw new Error(`save answered ${response.status}: ${body}`);
      return { roundTrip, serverMs: null, id: response.headers.get('x-request-id') ?? '' };
    };
    /** `SAVES` saves, one a second (each starts a second after the one before it started). */
    const timedSaves = async (token: string, label: string) => {
      const done: Array<SaveTiming & { id: string }> = [];
      for (let i = 0; i < SAVES; i += 1) {
        const started = performance.now();
        done.push(await save(token, label));
        await sleep(Math.max(0, SAVE_EVERY_MS - (performance.now() - started)));
      }
      return done;
    };
    const detail = async (id: string) => {
      const response = await api(importer.token, `/api/imports/${id}?limit=1`);
      if (!response.ok) throw new Error(`GET import answered ${response.status}`);
      return (await response.json()) as ImportDetail;
    };

    // Untimed warm-up: both extraction workers loaded, the save path compiled.
    for (let i = 0; i < 4; i += 1) await save(warm.token, 'warm-up');
    const idle = await timedSaves(idleReader.token, 'idle');
    const rssIdleMb = rss.lastMb();

    // 1. The upload, then the library.
    rss.mark('import');
    const cpuBefore = cpuSeconds(pid);
    const form = new FormData();
    form.set('file', new Blob([file.csv], { type: 'text/csv' }), 'part_000000.csv');
    const t0 = performance.now();
    const uploaded = await api(importer.token, '/api/imports', { method: 'POST', body: form });
    const tUploaded = performance.now();
    if (uploaded.status !== 202) {
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    }
    const { id } = (await uploaded.json()) as { id: string };
    let firstVisible: number | null = null;
    let tLibrary: number | null = null;
    let current = await detail(id);
    while (performance.now() - t0 < READ_TIMEOUT_MS) {
      if (firstVisible === null && current.counts.added > 0) firstVisible = performance.now();
      if (
        current.counts.total === ROWS &&
        (current.status === 'fetching' || current.status === 'done')
      ) {
        tLibrary = performance.now();
        break;
      }
      if (current.status === 'failed') throw new Error(`import failed: ${current.error}`);
      await sleep(POLL_MS);
      current = await detail(id);
    }
    const readingCpuS = cpuSeconds(pid) - cpuBefore;
    const rssReadingPeakMb = rss.peakMb('import');
    const atLibrary = current;
    const counted = await db.kysely
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', importer.id)
      .where('source', '=', 'import')
      .executeTakeFirstOrThrow();
    const fetchedAtLibrary = atLibrary.counts.fetched;

    // 3 and 4. Content fetching runs on; meanwhile the importing reader saves pages by hand.
    const timeline: string[] = [];
    let stopTimeline = false;
    const watch = (async () => {
      // As the Import screen polls (IMPORT_POLL_MS), every 1.5 s.
      while (!stopTimeline) {
        const d = await detail(id);
        const s = (performance.now() - t0) / 1000;
        timeline.push(
          `${s.toFixed(1)} s: ${d.status}, fetched ${d.counts.fetched}, failed ${d.counts.failed}, pending ${d.counts.pending}, RSS ${rss.lastMb().toFixed(0)} MB`,
        );
        await sleep(1500);
      }
    })();
    const busy = await timedSaves(importer.token, 'during-import');
    await sleep(Math.max(0, t0 + FETCH_SECONDS * 1000 - performance.now()));
    stopTimeline = true;
    await watch;
    const final = await detail(id);
    const tEnd = performance.now();
    const inWindow = site.requests.filter((r) => importHosts.has(r.host));
    const pages = inWindow.filter((r) => r.kind === 'page');
    const pagesInFlight = site.maxInFlight(importHosts, 'page');
    const allInFlight = site.maxInFlight(importHosts);
    const byHost = pageStartsByHost(site.requests, importHosts);
    const perMinute = maxInAnyWindow(byHost, 60_000);
    const perLimiterWindow = maxInLimiterWindow(byHost, SITE_WINDOW.window * 1000);
    const pagesPerHost = new Map<string, number>();
    for (const r of pages) pagesPerHost.set(r.host, (pagesPerHost.get(r.host) ?? 0) + 1);

    const rssPeakMb = rss.peakMb('import');
    const rssHighWaterMb = rss.highWaterMb();
    const rssEndMb = rss.lastMb();
    const threads = threadCount(pid);

    // Every article through the API as well: both lists, pages of 100.
    const pagingStart = performance.now();
    let apiCount = 0;
    let apiArchived = 0;
    for (const archived of ['false', 'true']) {
      let cursor: string | null = null;
      for (let guard = 0; guard < 1000; guard += 1) {
        const query: string = `/api/articles?limit=100&archived=${archived}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await api(importer.token, query);
        if (!response.ok) throw new Error(`GET ${query} answered ${response.status}`);
        const page = (await response.json()) as ArticlePage;
        const imported = page.items.filter((a) => a.source === 'import');
        apiCount += imported.length;
        if (archived === 'true') apiArchived += imported.length;
        cursor = page.nextCursor;
        if (!cursor) break;
      }
    }
    const apiPagingS = (performance.now() - pagingStart) / 1000;

    rss.stop();
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').trim();
    const exitCode = await server.stop();
    const problems = new Map<string, number>();
    for (const entry of server.log) {
      if (typeof entry.level !== 'number' || entry.level < 40) continue;
      const level = entry.level >= 50 ? 'error' : 'warn';
      const err = entry.err as { message?: string } | undefined;
      const key = `${level}: ${String(entry.msg)}${entry.reason ? ` (${String(entry.reason)})` : ''}${err?.message ? ` (${err.message})` : ''}`;
      problems.set(key, (problems.get(key) ?? 0) + 1);
    }
    const withServerMs = (timings: Array<SaveTiming & { id: string }>) =>
      timings.map((x) => ({ roundTrip: x.roundTrip, serverMs: requestMs(x.id) }));

    const fetchWindowS = (tEnd - t0) / 1000;
    return {
      dialect,
      loadBefore,
      loadAfter,
      uploadS: (tUploaded - t0) / 1000,
      firstVisibleS: firstVisible === null ? null : (firstVisible - t0) / 1000,
      libraryS: tLibrary === null ? null : (tLibrary - t0) / 1000,
      readingS: tLibrary === null ? null : (tLibrary - tUploaded) / 1000,
      counts: atLibrary.counts,
      statusAtLibrary: atLibrary.status,
      dbCount: Number(counted.n),
      apiCount,
      apiArchived,
      expectedArchived: file.archived,
      apiPagingS,
      readingCpuS,
      rssIdleMb,
      rssReadingPeakMb,
      rssPeakMb,
      rssHighWaterMb,
      rssEndMb,
      threads,
      fetchWindowS,
      finalCounts: final.counts,
      fetchedPerS: final.counts.fetched / fetchWindowS,
      fetchedPerSAfterReading:
        tLibrary === null
          ? 0
          : (final.counts.fetched - fetchedAtLibrary) / ((tEnd - tLibrary) / 1000),
      pageRequests: pages.length,
      pagesPerHostMax: Math.max(0, ...pagesPerHost.values()),
      pagesInFlightPerHost: pagesInFlight.perHost,
      pagesInFlightTotal: pagesInFlight.total,
      allInFlightPerHost: allInFlight.perHost,
      allInFlightTotal: allInFlight.total,
      imageRequests: inWindow.filter((r) => r.kind === 'image').length,
      busiestHostLinks: Math.max(...file.linksPerHost),
      perMinute,
      perLimiterWindow,
      timeline,
      idle: withServerMs(idle),
      busy: withServerMs(busy),
      problems,
      otherOutput: server.otherOutput,
      exitCode,
      profileDir,
    };
  } finally {
    stopSampler();
    await server?.stop();
    await db.drop();
    await site.close();
  }
}

function report(r: RunResult): void {
  const s = (x: number | null, digits = 2) => (x === null ? 'not reached' : `${x.toFixed(digits)}`);
  const name = r.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  console.log(`\n## ${name}\n`);
  console.log(
    `/proc/loadavg before the server started: ${r.loadBefore}; at the end: ${r.loadAfter}`,
  );
  console.log(`\n| import of ${ROWS.toLocaleString('en')} Pocket rows | figure | goal |`);
  console.log('|---|---|---|');
  console.log(`| upload (POST /api/imports until 202) | ${s(r.uploadS)} s | |`);
  console.log(
    `| first articles in the library, from the upload's start | ${s(r.firstVisibleS)} s | |`,
  );
  console.log(
    `| reading (202 until all ${ROWS.toLocaleString('en')} are in the library) | ${s(r.readingS)} s | |`,
  );
  console.log(
    `| **library time** (upload start until all are in the library) | **${s(r.libraryS)} s** | under ${GOAL_LIBRARY_S} s: ${met(r.libraryS !== null && r.libraryS < GOAL_LIBRARY_S)} |`,
  );
  console.log(
    `| server CPU time while uploading and reading (all threads) | ${r.readingCpuS.toFixed(1)} s | |`,
  );
  console.log(
    `| counts then | total ${r.counts.total}, added ${r.counts.added}, duplicates ${r.counts.duplicates}, invalid ${r.counts.invalid}; status ${r.statusAtLibrary} | |`,
  );
  console.log(
    `| imported articles in the database / through GET /api/articles (archived) | ${r.dbCount} / ${r.apiCount} (${r.apiArchived} archived; the file has ${r.expectedArchived}); paging took ${r.apiPagingS.toFixed(1)} s | ${met(r.dbCount === ROWS && r.apiCount === ROWS && r.apiArchived === r.expectedArchived)} |`,
  );
  console.log(
    `| server RSS: idle before / peak while reading / **peak in the whole run** / kernel high-water mark / at the end | ${r.rssIdleMb.toFixed(0)} / ${r.rssReadingPeakMb.toFixed(0)} / **${r.rssPeakMb.toFixed(0)}** / ${r.rssHighWaterMb.toFixed(0)} / ${r.rssEndMb.toFixed(0)} MB (${r.threads} threads) | under ${GOAL_RSS_MB} MB: ${met(Math.max(r.rssPeakMb, r.rssHighWaterMb) < GOAL_RSS_MB)} |`,
  );
  console.log(
    `\n| content fetching, ${r.fetchWindowS.toFixed(0)} s from the upload's start | figure | limit |`,
  );
  console.log('|---|---|---|');
  console.log(
    `| content fetched / failed / pending at the end | ${r.finalCounts.fetched} / ${r.finalCounts.failed} / ${r.finalCounts.pending} | |`,
  );
  console.log(
    `| items fetched a second (whole window / after reading) | ${r.fetchedPerS.toFixed(1)} / ${r.fetchedPerSAfterReading.toFixed(1)} | |`,
  );
  console.log(
    `| page requests to the export's ${HOSTS} sites (busiest site: ${r.busiestHostLinks} links in the file, ${r.pagesPerHostMax} requests) | ${r.pageRequests} | |`,
  );
  console.log(
    `| most page requests at once to one site | ${r.pagesInFlightPerHost} | 1: ${met(r.pagesInFlightPerHost <= 1)} |`,
  );
  console.log(
    `| most page requests to one site in one of the limiter's windows (${SITE_WINDOW.window} s each, from the first request after the last ended) | ${r.perLimiterWindow.max} (${r.perLimiterWindow.host}) | ${SITE_WINDOW.max}: ${met(r.perLimiterWindow.max <= SITE_WINDOW.max)} |`,
  );
  console.log(
    `| most page requests to one site in any 60 s (sliding) | ${r.perMinute.max} (${r.perMinute.host}) | ${HOST_PER_MINUTE}: ${met(r.perMinute.max <= HOST_PER_MINUTE)} |`,
  );
  console.log(
    `| most page requests at once in all | ${r.pagesInFlightTotal} | ${FETCHES_AT_ONCE}: ${met(r.pagesInFlightTotal <= FETCHES_AT_ONCE)} |`,
  );
  console.log(
    `| with the article images (${r.imageRequests} image requests): most at once to one site / in all | ${r.allInFlightPerHost} / ${r.allInFlightTotal} | (not an import limit) |`,
  );
  const trips = (xs: SaveTiming[]) => sorted(xs.map((x) => x.roundTrip));
  const server = (xs: SaveTiming[]) =>
    sorted(xs.map((x) => x.serverMs).filter((x): x is number => x !== null));
  const row = (label: string, xs: SaveTiming[]) => {
    const t = trips(xs);
    const sv = server(xs);
    return `| ${label} | ${xs.length} | ${quantile(t, 0.5).toFixed(0)} | ${quantile(t, 0.95).toFixed(0)} | ${t.at(-1)!.toFixed(0)} | ${quantile(sv, 0.5).toFixed(0)} | ${quantile(sv, 0.95).toFixed(0)} |`;
  };
  console.log(
    `\n| POST /api/save, one a second | saves | round-trip median ms | p95 ms | max ms | server median ms | server p95 ms |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(row('idle server, before the import (another reader)', r.idle));
  console.log(row('the importing reader, while content is fetched', r.busy));
  const medianRatio = quantile(trips(r.busy), 0.5) / quantile(trips(r.idle), 0.5);
  const p95Ratio = quantile(trips(r.busy), 0.95) / quantile(trips(r.idle), 0.95);
  console.log(
    `\nsave during the import / idle: median ${medianRatio.toFixed(2)}×, p95 ${p95Ratio.toFixed(2)}× (goal: p95 under ${GOAL_SAVE_RATIO}×): ${met(p95Ratio < GOAL_SAVE_RATIO)}`,
  );
  console.log(
    `each save's round trip, ms: idle ${r.idle.map((x) => x.roundTrip.toFixed(0)).join(' ')}; during the import ${r.busy.map((x) => x.roundTrip.toFixed(0)).join(' ')}`,
  );
  console.log(`\nProgress (as the Import screen polls it):\n  ${r.timeline.join('\n  ')}`);
  console.log(
    `\nServer log, warnings and errors: ${r.problems.size === 0 ? 'none' : ''}${[...r.problems].map(([k, n]) => `\n  ${n} × ${k}`).join('')}`,
  );
  if (r.otherOutput.length)
    console.log(`Other server output:\n  ${r.otherOutput.slice(0, 20).join('\n  ')}`);
  console.log(`Server exit code after SIGTERM: ${r.exitCode}`);
  if (r.profileDir) console.log(`CPU profile of the server: ${r.profileDir}`);
}

/** Which sources the build was made from: the commit, and whether src/ differs from it. */
function sourceState(): string {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  const changed = git('status', '--porcelain', '--', 'src').stdout.trim();
  return `commit ${head.stdout.trim()}${changed ? ', src/ with uncommitted changes' : ', src/ as committed'}`;
}

await ensureServerBuild();
console.log(`Server: dist/server built from ${sourceState()}.`);
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}; 1-min load average ${loadavg()[0]!.toFixed(2)} before.`,
);
console.log(
  `Export: ${ROWS} Pocket rows over ${HOSTS} loopback sites (Zipf exponent ${SKEW}); each page answered after ${PAGE_MS} ms; default import settings (${FETCHES_AT_ONCE} fetches at once, ${HOST_PER_MINUTE} requests a minute per site); ${SAVES} saves per phase.`,
);
for (const dialect of DIALECTS) report(await run(dialect));
