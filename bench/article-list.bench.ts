// Article list speed: 100,000 articles, 10,000 of them one reader's. Measures, in process, the
// first page, the last full page (9,980 items deep) and tag-filtered pages, on SQLite and (when
// TEST_DATABASE_URL is set) PostgreSQL. Run: npm run bench:list
import { performance } from 'node:perf_hooks';
import { createTestDatabase, testDialects } from '../src/server/test/test-database';
import { listArticlePage } from '../src/server/modules/articles/articles.service';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import { deepCursor, expectFullPage, type Page } from './list-pages';
import { RARE_TAG, TOTAL, seedArticles } from './seed-articles';

const RUNS = 300;

async function measure(label: string, run: () => Promise<Page>): Promise<string> {
  expectFullPage(label, await run());
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `| ${label} | ${quantile(times, 0.5).toFixed(2)} | ${quantile(times, 0.95).toFixed(2)} |`;
}

for (const dialect of testDialects) {
  const db = await createTestDatabase(dialect);
  try {
    const seeded = performance.now();
    await seedArticles(db, 'reader');
    console.log(
      `\n${dialect}: seeded ${TOTAL} articles in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const { cursor, depth } = await deepCursor((limit, after) =>
      listArticlePage(db, 'reader', { archived: false, tags: [], cursor: after, limit }),
    );
    const rows = [
      await measure('first page', () =>
        listArticlePage(db, 'reader', { archived: false, tags: [] }),
      ),
      await measure(`last full page, ${depth.toLocaleString('en')} items deep`, () =>
        listArticlePage(db, 'reader', { archived: false, tags: [], cursor }),
      ),
      await measure('tag-filtered page (2 tags)', () =>
        listArticlePage(db, 'reader', { archived: false, tags: ['tag-03', 'tag-21'] }),
      ),
      // About 40 of the reader's 10,000 articles carry it: the index finds them without a scan.
      await measure('tag-filtered page, rare tag', () =>
        listArticlePage(db, 'reader', { archived: false, tags: [RARE_TAG] }),
      ),
    ];
    console.log(`| ${dialect} query | median ms | p95 ms |\n|---|---|---|\n${rows.join('\n')}`);
  } finally {
    await db.drop();
  }
}
