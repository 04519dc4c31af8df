// Article list speed: 100,000 articles, 10,000 of them one reader's. Measures, in process, the
// first page, a page 10,000 items deep and a tag-filtered page, on SQLite and (when
// TEST_DATABASE_URL is set) PostgreSQL. Run: npm run bench:list
import { performance } from 'node:perf_hooks';
import { createTestDatabase, testDialects } from '../src/server/test/test-database';
import { listArticlePage } from '../src/server/modules/articles/articles.service';
import { READER_SHARE, TOTAL, seedArticles } from './seed-articles';

const RUNS = 300;

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `| ${label} | ${p(times, 0.5).toFixed(2)} | ${p(times, 0.95).toFixed(2)} |`;
}

for (const dialect of testDialects) {
  const db = await createTestDatabase(dialect);
  try {
    const seeded = performance.now();
    await seedArticles(db, 'reader');
    console.log(
      `\n${dialect}: seeded ${TOTAL} articles in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    // Walk to the page that starts 10,000 items deep... the reader has ~9,400 unarchived, so take the last cursor.
    let cursor: string | undefined;
    let depth = 0;
    for (;;) {
      const page = await listArticlePage(db, 'reader', {
        archived: false,
        tags: [],
        cursor,
        limit: 100,
      });
      depth += page.items.length;
      if (!page.nextCursor || depth >= READER_SHARE - 100) break;
      cursor = page.nextCursor;
    }
    const rows = [
      await measure('first page', () =>
        listArticlePage(db, 'reader', { archived: false, tags: [] }),
      ),
      await measure(`page ${depth} items deep`, () =>
        listArticlePage(db, 'reader', { archived: false, tags: [], cursor }),
      ),
      await measure('tag-filtered page (2 tags)', () =>
        listArticlePage(db, 'reader', { archived: false, tags: ['tag-03', 'tag-21'] }),
      ),
      await measure('tag-filtered page, rare tag', () =>
        listArticlePage(db, 'reader', { archived: false, tags: ['tag-29'] }),
      ),
    ];
    console.log(`| ${dialect} query | median ms | p95 ms |\n|---|---|---|\n${rows.join('\n')}`);
  } finally {
    await db.drop();
  }
}
