// Article list speed over HTTP (a benchmark, not a timed test). The same 100,000 articles as
// bench/article-list.bench.ts, served by Canyon's real server in its own process
// (scripts/serve.ts, production settings, a log line per request as in production), loaded by
// autocannon on loopback with the reader's API token, asking for gzip as a browser does. For each
// page it runs a fixed number of requests at 1 and at 10 concurrent connections and prints two
// latencies: the server's own handling time, from its request log (the time from Hono receiving
// the request to the response being ready), and the round trip autocannon saw, which at 10
// connections includes waiting behind the other requests. Percentiles are computed from every
// request, not from autocannon's fixed buckets.
//
//   npm run bench:list:http            # SQLite; add TEST_DATABASE_URL=… for PostgreSQL too
//   npm run bench:list:http -- --requests 5000

import autocannon from 'autocannon';
import { createTestApp } from '../src/server/test/test-app';
import { createTestDatabase, testDialects } from '../src/server/test/test-database';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { deepCursor, expectFullPage, type Page } from './list-pages';
import { RARE_TAG, READER_SHARE, TOTAL, seedArticles } from './seed-articles';
import * as bench from './start-bench-server';

const REQUESTS = bench.benchOption('requests', 3000);

/** The server's handling times of the requests since the last load() began, from its log. */
const handlingTimes: number[] = [];

async function load(
  url: string,
  token: string,
  connections: number,
  amount = REQUESTS,
): Promise<string> {
  const times: number[] = [];
  handlingTimes.length = 0;
  const started = performance.now();
  let lastAnswer = started;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) reject(new Error(`${url} answered ${status}`));
      times.push(ms);
      lastAnswer = performance.now();
    });
  });
  // Throughput up to the last answer: autocannon's per-second samples, and its callback, which
  // waits for the next one-second tick, are too coarse for a run of a few seconds.
  const perSecond = Math.round(times.length / ((lastAnswer - started) / 1000));
  // The last log lines may still be in the pipe.
  for (let wait = 0; handlingTimes.length < times.length && wait < 50; wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  if (handlingTimes.length !== times.length)
    throw new Error(`${handlingTimes.length} request log lines for ${times.length} requests`);
  const handling = [...handlingTimes].sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(2);
  return `| ${connections} | ${f(quantile(handling, 0.5))} | ${f(quantile(handling, 0.95))} | ${f(quantile(times, 0.5))} | ${f(quantile(times, 0.95))} | ${f(quantile(times, 0.99))} | ${perSecond} |`;
}

async function getPage(origin: string, token: string, pathAndQuery: string): Promise<Page> {
  const response = await fetch(`${origin}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as Page;
}

for (const dialect of testDialects) {
  const db = await createTestDatabase(dialect);
  let server: bench.BenchServer | undefined;
  try {
    const t = await createTestApp(db.dialect, {
      db,
      env: { AUTH_SECRET: bench.BENCH_AUTH_SECRET },
    });
    const reader = await bench.createBenchReader(t, 'bench-reader@example.com');
    await seedArticles(db, reader.id);
    server = await bench.startBenchServer(db, {
      onLog: (entry) => {
        if (
          entry.msg === 'request' &&
          entry.path === '/api/articles' &&
          typeof entry.ms === 'number'
        )
          handlingTimes.push(entry.ms);
      },
    });
    const { origin } = server;
    const { cursor, depth } = await deepCursor((limit, after) =>
      getPage(
        origin,
        reader.token,
        `/api/articles?${new URLSearchParams({ limit: String(limit), ...(after ? { cursor: after } : {}) })}`,
      ),
    );
    const pages: [string, string][] = [
      ['first page', '/api/articles'],
      [
        `last full page, ${depth.toLocaleString('en')} items deep`,
        `/api/articles?cursor=${encodeURIComponent(cursor)}`,
      ],
      ['tag-filtered page (2 tags)', '/api/articles?tags=tag-03,tag-21'],
      ['tag-filtered page, rare tag', `/api/articles?tags=${RARE_TAG}`],
    ];
    console.log(
      `\n${dialect}: ${TOTAL} articles, ${READER_SHARE} the reader's; ${REQUESTS} requests per row`,
    );
    console.log(
      '| page | connections | server median ms | server p95 ms | round-trip median ms | round-trip p95 ms | round-trip p99 ms | requests/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [label, pathAndQuery] of pages) {
      expectFullPage(label, await getPage(origin, reader.token, pathAndQuery));
      for (const connections of [1, 10]) {
        // One untimed warm-up round per page.
        if (connections === 1) await load(`${origin}${pathAndQuery}`, reader.token, 1, 300);
        console.log(
          `| ${label} ${await load(`${origin}${pathAndQuery}`, reader.token, connections)}`,
        );
      }
    }
  } finally {
    await server?.stop();
    await db.drop();
  }
}
