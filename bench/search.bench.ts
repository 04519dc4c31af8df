// Full-text search speed (issue #17): 100,000 articles of 800–3,000 words, 10,000 of them one
// reader's, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. Measures, one query at a
// time through the service (as GET /api/articles?q= runs it, snippets included), one-word,
// two-word, phrase and prefix searches for that reader against a LIKE '%word%' scan of the same
// data, and the time of a save with and without the search index (the write alone, and the
// page's extraction in a worker plus the write, as a save does once the page is fetched).
// Run: npm run bench:search [-- --articles 20000 --runs 200 --saves 100 --like-runs 30 --dialect sqlite]
// `--text real-order` writes the articles with real word order (bench/real-order-text.ts, from the
// labelled sets in ../shared) instead of words drawn one by one with Zipf's law; a kept database
// (below) holds the text it was seeded with, so give each kind of text its own.
// `--sqlite-file PATH` and `--postgres-database NAME` keep the database (a file; a database on
// TEST_DATABASE_URL's server), and a later run with the same one measures again without
// seeding it anew (seeding 100,000 articles takes minutes).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database';
import { inTransaction } from '../src/server/db/transaction';
import { insertArticle } from '../src/server/modules/articles/articles.repo';
import { listArticlePage } from '../src/server/modules/articles/articles.service';
import { insertExtractedContent } from '../src/server/modules/extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../src/server/modules/extracted-content/extracted-content.fixtures';
import { quantile } from '../src/server/modules/extraction/extract-batch';
import {
  createExtractionPool,
  type ExtractionPool,
} from '../src/server/modules/extraction/extraction-pool';
import { testDialects } from '../src/server/test/test-database';
import { keptDatabasesFromArgs, openBenchDatabase } from './kept-database';
import { textGenerators, textKindFromArgs } from './real-order-text';
import { seedSearchArticles, type Generator } from './search-data';
import { articlePage, paragraphs, withoutIndex } from './search-saves';
import {
  pairQueuedArticles,
  phrasePairs,
  queuedForPairing,
} from '../src/server/modules/search/word-pairs.repo';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

const TOTAL = option('articles', 100_000);
// `--dialect sqlite` or `--dialect postgres`: one of them only (for instance in two processes).
const only = process.argv[process.argv.indexOf('--dialect') + 1];
const dialects = process.argv.includes('--dialect')
  ? testDialects.filter((dialect) => dialect === only)
  : testDialects;
const RUNS = option('runs', 200);
const SAVES = option('saves', 100);
const LIKE_RUNS = Math.min(RUNS, option('like-runs', 30));
const READER = 'reader';

const TEXT = textKindFromArgs(process.argv);
/** The article texts' source, seeded: the same seed gives the same library on each dialect. */
const makeGenerator = textGenerators(TEXT);

const ms = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.95).toFixed(2)}`;
};

/** Query texts as a reader types them; a trailing space means the last word is whole. */
type QuerySet = { label: string; queries: string[] };

async function readerTexts(db: Db, count: number, gen: Generator): Promise<string[]> {
  const readerCount = Math.ceil(TOTAL / 10);
  const ids = Array.from(
    { length: count },
    () => `a-${String(Math.floor(gen.random() * readerCount) * 10).padStart(7, '0')}`,
  );
  const rows = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .select('e.text_content')
    .where('a.id', 'in', ids)
    .execute();
  return rows.map((row) => row.text_content);
}

async function querySets(db: Db): Promise<QuerySet[]> {
  const gen = makeGenerator(99);
  const { vocabulary } = gen;
  // Words a reader would search for: not the commonest (ranks 100–10,000 of 30,000).
  const telling = () => vocabulary[100 + Math.floor(gen.random() * 9900)] ?? 'word';
  const texts = await readerTexts(db, 400, gen);
  // Two words side by side in one of the reader's articles, as a reader remembers them: each all
  // letters once the punctuation around it is set aside ("it’s" or "P.Re.Val.E." are not words a
  // phrase search is typed with, and the database splits them otherwise).
  const isWord = (token: string | undefined) => token !== undefined && /^\p{L}+$/u.test(token);
  const phrase = () => {
    const words = (texts[Math.floor(gen.random() * texts.length)] ?? '')
      .split(/\s+/)
      .map((token) => token.replace(/^\P{L}+|\P{L}+$/gu, ''));
    for (;;) {
      const at = Math.floor(gen.random() * (words.length - 1));
      if (isWord(words[at]) && isWord(words[at + 1])) return `"${words[at]} ${words[at + 1]}"`;
    }
  };
  const prefix = () => {
    for (;;) {
      const word = telling();
      if ([...word].length >= 6) return [...word].slice(0, 4).join('');
    }
  };
  const n = RUNS + 20;
  return [
    { label: 'one word', queries: Array.from({ length: n }, () => `${telling()} `) },
    { label: 'two words', queries: Array.from({ length: n }, () => `${telling()} ${telling()} `) },
    { label: 'phrase (two words from an article)', queries: Array.from({ length: n }, phrase) },
    { label: 'prefix while typing (4 letters)', queries: Array.from({ length: n }, prefix) },
    {
      label: 'one very common word (worst case, ~all 10,000 match)',
      queries: Array.from({ length: n }, () => `${vocabulary[Math.floor(gen.random() * 20)]} `),
    },
    {
      label: 'an excluded word, then a prefix while typing',
      queries: Array.from({ length: n }, () => `-${telling()} ${prefix()}`),
    },
  ];
}

async function timeSearches(db: Db, set: QuerySet): Promise<{ times: number[]; hits: number[] }> {
  const search = (q: string) =>
    listArticlePage(db, READER, { archived: false, tags: [], q, limit: 20 });
  // Warm-up on queries not timed afterwards.
  for (const q of set.queries.slice(RUNS)) await search(q);
  const times: number[] = [];
  const hits: number[] = [];
  for (const q of set.queries.slice(0, RUNS)) {
    const started = performance.now();
    const page = await search(q);
    times.push(performance.now() - started);
    hits.push(page.items.length);
  }
  return { times, hits };
}

/** The reader's newest 20 whose title or text contains the word: what a search was before. */
async function timeLike(db: Db, words: string[]): Promise<number[]> {
  const like = db.dialect === 'postgres' ? sql`ilike` : sql`like`;
  const times: number[] = [];
  for (const [i, word] of words.slice(0, LIKE_RUNS + 2).entries()) {
    const pattern = `%${word.trim()}%`;
    const started = performance.now();
    // The reader's articles first (materialized), so the scan reads only their texts.
    await sql`with mine as materialized (
        select id, created_at, extracted_content_id from articles
        where user_id = ${READER} and is_archived = 0)
      select a.id from mine a
      join extracted_content e on e.id = a.extracted_content_id
      where e.text_content ${like} ${pattern} or e.title ${like} ${pattern}
      order by a.created_at desc, a.id desc limit 21`.execute(db.kysely);
    if (i >= 2) times.push(performance.now() - started);
  }
  return times;
}

type SaveTiming = { write: number; whole: number };

/**
 * One save as the saving path does it once the page is fetched: the page extracted in a worker
 * thread, then the extracted content and the article written together. `write` is the
 * transaction alone; `whole` adds the extraction (fetching, which only adds time, is left out).
 */
async function timeSaves(
  db: Db,
  pool: ExtractionPool,
  gen: Generator,
  count: number,
): Promise<SaveTiming[]> {
  const times: SaveTiming[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = gen.text(800 + Math.floor(gen.random() * 2201));
    const html = paragraphs(text);
    const extractStarted = performance.now();
    await pool.extract(articlePage(gen.title(), html), 'https://example.org/article');
    const extractMs = performance.now() - extractStarted;
    const content = makeExtractedContent({
      title: gen.title(),
      textContent: text,
      content: html,
      length: text.length,
      url: `https://example.org/${randomUUID()}`,
    });
    const createdAt = Date.now();
    const started = performance.now();
    await inTransaction(db, async (trx) => {
      await insertExtractedContent(trx, content);
      await insertArticle(trx, {
        id: randomUUID(),
        userId: READER,
        url: content.url,
        urlKey: content.url,
        extractedContentId: content.id,
        summary: null,
        tags: ['read'],
        isArchived: false,
        source: 'web',
        createdAt,
        updatedAt: createdAt,
      });
    });
    const write = performance.now() - started;
    times.push({ write, whole: extractMs + write });
  }
  return times;
}

const runStarted = performance.now();
const kept = keptDatabasesFromArgs(process.argv);

async function articleCount(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * PostgreSQL: pairs every queued article's words (decision 025) before searches are timed. The
 * first 2,000 go as the background pairs them (batches, the index kept up to date), to measure
 * its rate; the rest in bulk, the pairs' index built once afterwards, as a migration would. Then
 * the index sizes.
 */
async function pairEverything(db: Db): Promise<string> {
  const queued = await queuedForPairing(db);
  const lines: string[] = [];
  const sample = Math.min(queued, 2_000);
  let started = performance.now();
  let paired = 0;
  while (paired < sample) {
    const batch = await pairQueuedArticles(db);
    if (batch === 0) break;
    paired += batch;
  }
  if (paired > 0)
    lines.push(
      `postgres: paired ${paired.toLocaleString('en')} queued articles as the background does in ${((performance.now() - started) / 1000).toFixed(1)} s (${((performance.now() - started) / paired).toFixed(2)} ms an article)`,
    );
  if (paired < queued) {
    started = performance.now();
    await sql`drop index article_search_pairs_words`.execute(db.kysely);
    let rest = 0;
    for (let batch = -1; batch !== 0; rest += batch) batch = await pairQueuedArticles(db, 2_000);
    await sql`create index article_search_pairs_words on article_search_pairs
      using gin (pairs) with (gin_pending_list_limit = 1024)`.execute(db.kysely);
    lines.push(
      `postgres: paired the other ${rest.toLocaleString('en')} in bulk and built the pairs' index in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const { rows } = await sql<{ pairs: string; words: string; table: string }>`select
      pg_size_pretty(pg_relation_size('article_search_pairs_words')) as pairs,
      pg_size_pretty(pg_relation_size('article_search_document')) as words,
      pg_size_pretty(pg_total_relation_size('article_search_pairs')) as table`.execute(db.kysely);
  const size = rows[0];
  lines.push(
    `postgres: GIN index of the pairs ${size?.pairs}, of the words ${size?.words}; pairs table with its indexes ${size?.table}`,
  );
  return lines.join('\n');
}

for (const dialect of dialects) {
  const db = await openBenchDatabase(dialect, kept);
  try {
    const seeded = performance.now();
    let reported = 0;
    if ((await articleCount(db)) < TOTAL)
      await seedSearchArticles(
        db,
        READER,
        TOTAL,
        (done) => {
          if (done - reported >= TOTAL / 10 || done === TOTAL) {
            reported = done;
            process.stderr.write(
              `${dialect}: ${done} articles, ${((performance.now() - seeded) / 1000).toFixed(0)} s\n`,
            );
          }
        },
        makeGenerator(42),
      );
    console.log(
      `\n${dialect}: seeded ${TOTAL.toLocaleString('en')} articles of ${TEXT} text (${Math.ceil(TOTAL / 10).toLocaleString('en')} the reader's) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    if (dialect === 'postgres') console.log(await pairEverything(db));
    const sets = await querySets(db);
    const rows: string[] = [];
    for (const set of sets) {
      const { times, hits } = await timeSearches(db, set);
      const full = hits.filter((h) => h === 20).length;
      const empty = hits.filter((h) => h === 0).length;
      rows.push(`| ${set.label} | ${ms(times)} | ${full} full, ${empty} empty of ${RUNS} |`);
    }
    const oneWord = sets[0]?.queries ?? [];
    rows.push(
      `| LIKE '%word%' scan, one word (${LIKE_RUNS} runs) | ${ms(await timeLike(db, oneWord))} | |`,
    );
    console.log(
      `| ${dialect} search, ${RUNS} queries each | median ms | p95 ms | pages |\n|---|---|---|---|\n${rows.join('\n')}`,
    );

    // Saves: alternating blocks with and without the index, so load changes hit both alike.
    const gen = makeGenerator(7);
    const withIndex: SaveTiming[] = [];
    const without: SaveTiming[] = [];
    const pool = createExtractionPool();
    // Warm-up, untimed: both workers loaded and their code compiled.
    await timeSaves(db, pool, gen, 40);
    const block = Math.max(1, Math.floor(SAVES / 4));
    for (let done = 0; done < SAVES; done += block) {
      withIndex.push(...(await timeSaves(db, pool, gen, block)));
      without.push(...(await withoutIndex(db, () => timeSaves(db, pool, gen, block))));
    }
    await pool.close();
    const median = (times: number[]) =>
      quantile(
        [...times].sort((a, b) => a - b),
        0.5,
      );
    const adds = (part: keyof SaveTiming) => {
      const a = median(withIndex.map((t) => t[part]));
      const b = median(without.map((t) => t[part]));
      return `${(((a - b) / b) * 100).toFixed(0)}%`;
    };
    const row = (label: string, part: keyof SaveTiming) =>
      `| ${label} | ${ms(withIndex.map((t) => t[part]))} | ${ms(without.map((t) => t[part]))} | ${adds(part)} |`;
    console.log(
      [
        `| ${dialect} save, ${withIndex.length} each | with index: median ms | p95 ms | without: median ms | p95 ms | indexing adds (medians) |`,
        '|---|---|---|---|---|---|',
        row('write (content + article)', 'write'),
        row('extraction in a worker + write', 'whole'),
      ].join('\n'),
    );
    if (dialect === 'postgres') {
      // Right after the saves, as a reader searches for what they just saved: the saved articles
      // wait for their pairs (no background round runs here) and are the reader's newest.
      const { queued } = await phrasePairs(db, READER, [], 1_000);
      const phrases = sets.find((set) => set.label.startsWith('phrase'));
      if (phrases && queued > 0) {
        const { times, hits } = await timeSearches(db, phrases);
        console.log(
          `| phrase, with the reader's ${queued} newest articles waiting for their pairs | ${ms(times)} | ${hits.filter((h) => h === 20).length} full of ${RUNS} |`,
        );
      }
    }
  } finally {
    await db.drop();
  }
}
console.log(`\nTotal run time ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
