// Reading pages of twenty article texts through Kysely on PostgreSQL, as search does for its
// snippets, two ways: through the pool Canyon gives Kysely (pg's callback form of `query`,
// src/server/db/callback-query-pool.ts) and through pg's pool as it is (pg's promise form). Each
// run is its own process, the two ways alternating, because one way's garbage changes how the
// next one's collections go in a shared heap. Reports the time a page takes and Node's garbage
// collections during the pages (decision 028).
//
//   TEST_DATABASE_URL=postgres://… npm run bench:postgres-reads
//   npm run bench:postgres-reads -- --runs 3 --pages 400 --articles 5000

import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { callbackQueryPool } from '../src/server/db/callback-query-pool';
import type { Db } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { findArticleTexts } from '../src/server/modules/articles/articles.repo';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { createTestDatabase } from '../src/server/test/test-database';
import { seedSearchArticles } from './search-data';
import { benchOption } from './start-bench-server';

const WAYS = ['callback', 'promise'] as const;
type Way = (typeof WAYS)[number];
type RunResult = { msPerPage: number[]; collections: number; collectionMs: number };

const READER = 'reader';
const PAGE = 20;

/** One way in this process: `pages` pages after a warm-up of 50, on the database at `url`. */
async function runOne(way: Way, url: string, pages: number): Promise<RunResult> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: way === 'callback' ? callbackQueryPool(pool) : pool }),
  });
  const ids = (
    await kysely.selectFrom('articles').select('id').where('user_id', '=', READER).execute()
  ).map((row) => row.id);
  // What search reads for a page's snippets, through the same repository function.
  const db: Db = { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  const page = async (i: number) => {
    const from = (i * PAGE) % (ids.length - PAGE);
    await findArticleTexts(db, READER, ids.slice(from, from + PAGE));
  };
  for (let i = 0; i < 50; i += 1) await page(i);
  let collections = 0;
  let collectionMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      collections += 1;
      collectionMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const msPerPage: number[] = [];
  for (let i = 0; i < pages; i += 1) {
    const started = performance.now();
    await page(i);
    msPerPage.push(performance.now() - started);
  }
  // The observer is told of the last collections a turn later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  await db.close();
  return { msPerPage, collections, collectionMs };
}

const child = process.argv.indexOf('--child');
if (child !== -1) {
  const [way, url, pages] = process.argv.slice(child + 1);
  const result = await runOne(way as Way, url ?? '', Number(pages));
  process.stdout.write(JSON.stringify(result));
} else {
  const runs = benchOption('runs', 3);
  const pages = benchOption('pages', 400);
  const articles = benchOption('articles', 5000);
  const db = await createTestDatabase('postgres');
  try {
    const seeded = performance.now();
    await seedSearchArticles(db, READER, articles);
    console.log(
      `seeded ${articles.toLocaleString('en')} articles (${Math.ceil(articles / 10)} the reader's) in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ${pages} pages of ${PAGE} texts a run`,
    );
    const count = await sql<{ n: number }>`select count(*)::int as n from articles`.execute(
      db.kysely,
    );
    if (count.rows[0]?.n !== articles) throw new Error('seeding left a different count');
    console.log('\n| run | way | ms a page: median | p95 | collections | their time, ms |');
    console.log('|---|---|---|---|---|---|');
    for (let run = 1; run <= runs; run += 1) {
      for (const way of run % 2 ? WAYS : [...WAYS].reverse()) {
        const out = spawnSync(
          process.execPath,
          ['--import', 'tsx', import.meta.filename, '--child', way, db.url ?? '', String(pages)],
          { encoding: 'utf8', maxBuffer: 1 << 24 },
        );
        if (out.status !== 0) throw new Error(`the ${way} run failed:\n${out.stderr}`);
        const result = JSON.parse(out.stdout) as RunResult;
        const sorted = [...result.msPerPage].sort((a, b) => a - b);
        console.log(
          `| ${run} | ${way} | ${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.95).toFixed(2)} | ${result.collections} | ${result.collectionMs.toFixed(0)} |`,
        );
      }
    }
  } finally {
    await db.drop();
  }
}
