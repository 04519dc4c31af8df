// What the search index adds to a save as a reader makes it (issue #17): POST /api/save with an
// API token, to Canyon's real server in its own process (production settings, its pool of two
// extraction workers), for a page of 800–3,000 words served by a loopback site; the round trip
// and the server's own handling time of each save, with the index kept and without it
// (search-saves.ts), in alternating blocks so that load from elsewhere falls on both. A save
// from the web also waits for the site, which this leaves out: a loopback page costs next to
// nothing to fetch, so this is the share indexing takes of the fastest save there is.
// bench:search times the same with the extraction and the write alone, in process.
//
// On PostgreSQL a save's words are also paired and merged into the indexes in the background
// (decisions 025 and 027), within a second of the save; on two cores that work takes a share of
// the CPU the next saves would have had. It is settled before each block, so each block pays
// for its own saves' background work and none of the block's before.
//
//   npm run bench:save-indexing                  # SQLite, and PostgreSQL with TEST_DATABASE_URL
//   npm run bench:save-indexing -- --saves 100 --dialect postgres
//   npm run bench:save-indexing -- --dialect postgres --postgres-database NAME   # a large library
//   npm run bench:save-indexing -- --text real-order   # pages of real word order, not Zipf's
// The pages' text is bench:search's: words drawn with Zipf's law from seven languages (accented
// words in nearly every article, the most folding there is), or with `--text real-order` a chain
// over the labelled article texts in ../shared (mostly English, as most saved pages are).
// A kept database (`--postgres-database`, `--sqlite-file`, as bench:search seeds them) measures
// saves into a large library, whose search index is large too; each run adds its saves to it.
//
//   npm run bench:save-indexing -- --pages real   # the labelled datasets' real pages instead
// With `--pages real` the loopback site serves real pages of ../shared's labelled sets, whole as
// their sites served them (dataset-pages.ts): a save then costs what saving a real article
// costs. Each block's pages are saved twice under two addresses, once with the index and once
// without, so both sides save the same articles (pages differ far more than generated ones).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { mergePendingWords } from '../src/server/modules/search/pending-words.repo';
import { pairQueuedArticles, queuedForPairing } from '../src/server/modules/search/word-pairs.repo';
import type { Db } from '../src/server/db/database';
import { createTestApp, type TestApp } from '../src/server/test/test-app';
import { testDialects } from '../src/server/test/test-database';
import { keptDatabasesFromArgs, openBenchDatabase } from './kept-database';
import { datasetPages } from './dataset-pages';
import { textGenerators, textKindFromArgs } from './real-order-text';
import { articlePage, paragraphs, withoutIndex } from './search-saves';
import * as bench from './start-bench-server';

/** Saves with the index, and as many without. */
const SAVES = bench.benchOption('saves', 100);
/** Saves per block and reader: under the 30 a minute a reader may make. */
const BLOCK = 25;
const WARM_UP = 10;
const only = process.argv[process.argv.indexOf('--dialect') + 1];
const dialects = process.argv.includes('--dialect')
  ? testDialects.filter((dialect) => dialect === only)
  : testDialects;

type LoopbackSite = { origin: string; host: string; close(): Promise<void> };

/** Serves page n of `pages` at /a/n: made up front, so serving costs next to nothing. */
async function startPageSite(pages: Buffer[]): Promise<LoopbackSite> {
  const server = http.createServer((req, res) => {
    const n = Number((req.url ?? '').split('/').at(-1));
    const page = pages[n];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Timing = { roundTrip: number; requestId: string };

/**
 * Pairs every queued article and merges the words' pending lists, as the server's background
 * round does within a second of a save (the server's round may be doing it at the same time).
 */
async function settleBackground(db: Db): Promise<void> {
  while ((await queuedForPairing(db)) > 0)
    if ((await pairQueuedArticles(db)) === 0) await new Promise((r) => setTimeout(r, 5));
  await mergePendingWords(db);
}

const blocks = Math.ceil(SAVES / BLOCK);
const pageKind = process.argv.includes('--pages')
  ? process.argv[process.argv.indexOf('--pages') + 1]
  : 'generated';
if (pageKind !== 'generated' && pageKind !== 'real')
  throw new Error('--pages takes generated or real');
const realPages = pageKind === 'real';
const text = textKindFromArgs(process.argv);

/** Generated pages: one for each save, of `--text`'s kind. */
function generatedPages(): Buffer[] {
  const gen = textGenerators(text)(11);
  return Array.from({ length: WARM_UP + 2 * blocks * BLOCK }, () =>
    Buffer.from(
      articlePage(gen.title(), paragraphs(gen.text(800 + Math.floor(gen.random() * 2201)))),
    ),
  );
}

/** Real pages: the warm-up's, then each block's twice (saved once each way). */
function realPageList(): Buffer[] {
  const drawn = datasetPages(11);
  const needed = WARM_UP + blocks * BLOCK;
  if (drawn.length < needed)
    throw new Error(`--pages real has ${drawn.length} pages, fewer than the ${needed} needed`);
  const pages = drawn.slice(0, WARM_UP);
  for (let block = 0; block < blocks; block += 1) {
    const own = drawn.slice(WARM_UP + block * BLOCK, WARM_UP + (block + 1) * BLOCK);
    pages.push(...own, ...own);
  }
  return pages;
}

const pages = realPages ? realPageList() : generatedPages();
const site = await startPageSite(pages);
const handlingMs = new Map<string, number>();
const runStarted = performance.now();
const kept = keptDatabasesFromArgs(process.argv);
// Readers of earlier runs stay in a kept database; each run signs up its own.
const runTag = Date.now().toString(36);

async function measure(dialect: (typeof dialects)[number]): Promise<void> {
  const db = await openBenchDatabase(dialect, kept);
  let server: bench.BenchServer | undefined;
  try {
    const t: TestApp = await createTestApp(db.dialect, {
      db,
      env: { AUTH_SECRET: bench.BENCH_AUTH_SECRET },
    });
    // Readers sign up before the server starts (on SQLite, sign-up and the server would share
    // the file's writes).
    const readers: string[] = [];
    for (let i = 0; i <= 2 * blocks; i += 1)
      readers.push(
        (await bench.createBenchReader(t, `${dialect}-${runTag}-${i}@example.com`)).token,
      );
    server = await bench.startBenchServer(db, {
      env: { FETCH_ALLOW_PRIVATE_HOSTS: site.host },
      onLog: (entry) => {
        if (entry.msg === 'request' && typeof entry.requestId === 'string')
          if (typeof entry.ms === 'number') handlingMs.set(entry.requestId, entry.ms);
      },
    });
    const { origin } = server;
    let next = 0;
    const saveBlock = async (token: string, count: number): Promise<Timing[]> => {
      const timings: Timing[] = [];
      await settleBackground(db);
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        const response = await fetch(`${origin}/api/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ url: `${site.origin}/a/${next++}` }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`a save answered ${response.status}`);
        timings.push({
          roundTrip: performance.now() - started,
          requestId: response.headers.get('x-request-id') ?? '',
        });
      }
      return timings;
    };

    const loadBefore = loadavg()[0]!;
    await saveBlock(readers[0]!, WARM_UP); // both workers loaded and their code compiled
    const withIndex: Timing[] = [];
    const without: Timing[] = [];
    // Which side goes first alternates: a page extracted a second time, or a block right after
    // the background's work, would otherwise always favour the same side.
    for (let block = 0; block < blocks; block += 1) {
      const saveWith = async () =>
        withIndex.push(...(await saveBlock(readers[1 + 2 * block]!, BLOCK)));
      const saveWithout = async () =>
        without.push(...(await withoutIndex(db, () => saveBlock(readers[2 + 2 * block]!, BLOCK))));
      if (block % 2 === 0) await saveWith().then(saveWithout);
      else await saveWithout().then(saveWith);
    }
    const loadAfter = loadavg()[0]!;
    // The last log lines may still be in the pipe.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const trips = (timings: Timing[]) => sorted(timings.map((x) => x.roundTrip));
    const handling = (timings: Timing[]) =>
      sorted(timings.flatMap((x) => handlingMs.get(x.requestId) ?? []));
    const f = (ms: number) => ms.toFixed(2);
    const row = (label: string, a: number[], b: number[]) => {
      const adds = (quantile(a, 0.5) - quantile(b, 0.5)) / quantile(b, 0.5);
      // The mean counts the rare save that pays for much (a GIN pending list merged), which
      // the median leaves out.
      const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
      const meanAdds = (mean(a) - mean(b)) / mean(b);
      return `| ${label} | ${f(quantile(a, 0.5))} | ${f(quantile(a, 0.95))} | ${f(mean(a))} | ${f(quantile(b, 0.5))} | ${f(quantile(b, 0.95))} | ${f(mean(b))} | ${(adds * 100).toFixed(0)}% | ${(meanAdds * 100).toFixed(0)}% |`;
    };
    console.log(
      `\n${dialect} (${realPages ? 'real pages' : `${text} text`}): ${withIndex.length} saves with the index and ${without.length} without, in blocks of ${BLOCK}; 1-min load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`,
    );
    console.log(
      '| a save through the API | with index: median ms | p95 ms | mean ms | without: median ms | p95 ms | mean ms | indexing adds (medians) | (means) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(row('round trip', trips(withIndex), trips(without)));
    console.log(row("the server's handling", handling(withIndex), handling(without)));
    if (realPages) {
      // Each page was saved both ways: the median of a page's two round trips' difference
      // leaves out how much pages differ from each other.
      const differences = sorted(withIndex.map((x, i) => x.roundTrip - without[i]!.roundTrip));
      const share = quantile(differences, 0.5) / quantile(trips(without), 0.5);
      console.log(
        `Paired by page: the index adds ${f(quantile(differences, 0.5))} ms to a save's round trip at the median, ${(share * 100).toFixed(0)}% of the median save without it.`,
      );
    }
  } finally {
    await server?.stop();
    await db.drop();
  }
}

try {
  for (const dialect of dialects) await measure(dialect);
} finally {
  await site.close();
}
console.log(`\nTotal run time ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
