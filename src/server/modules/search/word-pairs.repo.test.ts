import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteArticle,
  insertArticlesSkippingDuplicates,
  replaceArticleTags,
  setArticleContent,
} from '../articles/articles.repo';
import { makeArticle } from '../articles/testing/make-article';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { FIRST_WINDOW } from './date-windows';
import type { SearchOrder } from './search-conditions.repo';
import { ownerToken } from './search-expressions';
import { pairedPhrases, postgresSearch, QUEUED_READ_AS_CANDIDATES } from './search-postgres.repo';
import { parseSearchQuery, searchWords } from './search-query';
import { startWordPairing } from './word-pairing';
import { pairQueuedArticles, phrasePairs, queuedForPairing } from './word-pairs.repo';

const AT = 1_790_000_000_000;

/** A page's text that articles can show. */
const addText = (db: TestDb, id: string, textContent: string) =>
  insertExtractedContent(db, makeExtractedContent({ id, title: 'Sea', textContent }));

/** Pairs every queued article; answers how many. */
async function pairAll(db: TestDb): Promise<number> {
  let total = 0;
  for (let paired = -1; paired !== 0; total += paired) paired = await pairQueuedArticles(db, 50);
  return total;
}

/**
 * An article's pairs of words, after checking that the owner's token is there too (alone, and
 * paired with the first word, as it is every text vector's first word).
 */
async function pairsOf(db: TestDb, articleId: string): Promise<string[] | null> {
  const { rows } = await sql<{ pairs: string[]; user_id: string }>`select pairs, user_id
    from article_search_pairs where article_id = ${articleId}`.execute(db.kysely);
  if (!rows[0]) return null;
  const owner = ownerToken(rows[0].user_id);
  expect(rows[0].pairs).toContain(owner);
  return rows[0].pairs.filter((pair) => pair !== owner && !pair.startsWith(`${owner} `)).sort();
}

async function isQueued(db: TestDb, articleId: string): Promise<boolean> {
  const { rows } = await sql`select 1 from article_search_unpaired
    where article_id = ${articleId}`.execute(db.kysely);
  return rows.length > 0;
}

describe('pairedPhrases', () => {
  it('keeps the included phrases of two words or more', () => {
    const query = parseSearchQuery('"narwhal tusks" alone "deep sea div" -"not this" kelp');
    expect(query && pairedPhrases(query)).toEqual(['narwhal tusks', 'deep sea div']);
  });

  it('leaves out a last word still being typed', () => {
    const query = {
      include: [
        { words: ['deep', 'sea', 'di'], prefix: true },
        { words: ['kelp', 'fo'], prefix: true },
      ],
      exclude: [],
    };
    expect(pairedPhrases(query)).toEqual(['deep sea']);
  });
});

describe.skipIf(!testDialects.includes('postgres'))('word pairs on postgres', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await db.drop();
  });

  const pairsOfText = async (text: string) => {
    const { rows } = await sql<{ pairs: string[] }>`select canyon_word_pairs(
        to_tsvector('simple', canyon_fold(${text}))) as pairs`.execute(db.kysely);
    return [...(rows[0]?.pairs ?? [])].sort();
  };

  it('pairs the words at neighbouring positions, each pair once', async () => {
    expect(await pairsOfText('Whales sing; whales SING, whales dive.')).toEqual([
      'sing whales',
      'whales dive',
      'whales sing',
    ]);
    expect(await pairsOfText('one')).toEqual([]);
    expect(await pairsOfText('')).toEqual([]);
  });

  it('folds and splits a phrase as the article text was', async () => {
    const { pairs } = await phrasePairs(db, 'nobody', ['Crème brûlée', 'e mail'], 10);
    expect(pairs.sort()).toEqual(['creme brulee', 'e mail']);
    expect(await phrasePairs(db, 'nobody', [], 10)).toEqual({ pairs: [], queued: 0 });
  });

  it('holds every pair of every phrase a text vector matches, for odd text too', async () => {
    const texts = [
      'The e-mail arrived: state-of-the-art Crème brûlée, 3D printers and co-operation.',
      'Ünïcödé ﬁnance — naïve café; ΑΘΗΝΑ Ελλάδα; Москва река; 東京 タワー; 서울 시내',
      'Numbers 1,000.50 and v2.3.1 beside words42 and 42words; snake_case and camelCase.',
      'emoji 🐳 between whale 🐋 words, zero\u200bwidth joiner, RTL עברית טקסט, العربية نص',
      'Repeated repeated repeated words words words, and a very very long long tail tail.',
    ];
    let checked = 0;
    for (const text of texts) {
      const words = searchWords(text);
      const phrases = new Set<string>();
      for (let i = 0; i + 1 < words.length; i++) {
        phrases.add(`${words[i]} ${words[i + 1]}`);
        if (i + 2 < words.length) phrases.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
      }
      // Words of the text side by side, and words from far apart.
      for (let i = 0; i + 5 < words.length; i += 3) phrases.add(`${words[i]} ${words[i + 5]}`);
      for (const phrase of phrases) {
        const quoted = phrase
          .split(' ')
          .map((word) => `'${word}'`)
          .join(' <-> ');
        const { rows } = await sql<{ matches: boolean; missing: number }>`select
            to_tsvector('simple', canyon_fold(${text}))
              @@ to_tsquery('simple', canyon_fold(${quoted})) as matches,
            cardinality(array(select unnest(canyon_phrase_pairs(${phrase}))
              except select unnest(canyon_word_pairs(
                to_tsvector('simple', canyon_fold(${text})))))) as missing`.execute(db.kysely);
        if (rows[0]?.matches) {
          checked += 1;
          expect({ phrase, missing: rows[0].missing }).toEqual({ phrase, missing: 0 });
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  describe('the queue', () => {
    beforeEach(async () => {
      await pairAll(db);
    });

    it('queues a saved article, pairs it, and queues it again when its text vector changes', async () => {
      await addText(db, 'q-text', 'Narwhal tusks shine.');
      await addText(db, 'q-text-2', 'Kelp forests sway.');
      await insertArticlesSkippingDuplicates(db, [
        makeArticle('q1', { userId: 'alice', extractedContentId: 'q-text', createdAt: AT }),
      ]);
      expect(await isQueued(db, 'q1')).toBe(true);
      expect(await pairsOf(db, 'q1')).toBeNull();
      // A search knows how many of the reader's articles wait.
      expect((await phrasePairs(db, 'alice', ['narwhal tusks'], 10)).queued).toBe(1);
      expect((await phrasePairs(db, 'bob', ['narwhal tusks'], 10)).queued).toBe(0);

      expect(await pairAll(db)).toBe(1);
      expect((await phrasePairs(db, 'alice', ['narwhal tusks'], 10)).queued).toBe(0);
      expect(await isQueued(db, 'q1')).toBe(false);
      expect(await pairsOf(db, 'q1')).toEqual(
        expect.arrayContaining(['narwhal tusks', 'tusks shine']),
      );

      // New tags, then new text: the old pairs go in the same transaction as the write.
      await replaceArticleTags(db, 'alice', 'q1', ['arctic'], AT + 1);
      expect(await isQueued(db, 'q1')).toBe(true);
      expect(await pairsOf(db, 'q1')).toBeNull();
      await pairAll(db);
      await setArticleContent(db, 'alice', 'q1', { contentId: 'q-text-2', status: null });
      expect(await isQueued(db, 'q1')).toBe(true);
      await pairAll(db);
      const pairs = await pairsOf(db, 'q1');
      expect(pairs).toEqual(expect.arrayContaining(['kelp forests', 'forests sway']));
      expect(pairs).not.toContain('narwhal tusks');

      // An edit of the shared text reaches every article showing it.
      await sql`update extracted_content set text_content = 'Krill swarms glow.'
        where id = 'q-text-2'`.execute(db.kysely);
      expect(await isQueued(db, 'q1')).toBe(true);

      await pairAll(db);
      // Given to another reader (the owner is one of the indexed words).
      await sql`update articles set user_id = 'bob' where id = 'q1'`.execute(db.kysely);
      expect(await isQueued(db, 'q1')).toBe(true);
      expect((await phrasePairs(db, 'bob', [], 10)).queued).toBe(1);
      await sql`update articles set user_id = 'alice' where id = 'q1'`.execute(db.kysely);

      expect(await deleteArticle(db, 'alice', 'q1')).toBe(true);
      expect(await isQueued(db, 'q1')).toBe(false);
      expect(await pairsOf(db, 'q1')).toBeNull();
    });

    it('queues an import of many articles in one statement', async () => {
      const articles = Array.from({ length: 120 }, (_, i) =>
        makeArticle(`imp${i}`, { userId: 'alice', createdAt: AT + i }),
      );
      await insertArticlesSkippingDuplicates(db, articles);
      expect(await queuedForPairing(db)).toBe(120);
      // Counted only as far as a search needs to know.
      expect((await phrasePairs(db, 'alice', [], 101)).queued).toBe(101);
      expect(await pairQueuedArticles(db, 50)).toBe(50);
      expect(await queuedForPairing(db)).toBe(70);
      expect(await pairAll(db)).toBe(70);
      expect(await queuedForPairing(db)).toBe(0);
    });

    it('leaves an article being rewritten for the next round, and pairs in one process at a time', async () => {
      await insertArticlesSkippingDuplicates(db, [
        makeArticle('busy', { userId: 'alice', title: 'Busy whales', createdAt: AT }),
        makeArticle('idle', { userId: 'alice', title: 'Idle whales', createdAt: AT }),
      ]);
      await db.kysely.transaction().execute(async (tx) => {
        await sql`update articles set title = 'Busy whales sing' where id = 'busy'`.execute(tx);
        // The row is locked by this open transaction: the pairing goes on without it.
        expect(await pairQueuedArticles(db, 50)).toBe(1);
        expect(await pairsOf(db, 'idle')).toEqual(['idle whales']);
        expect(await pairsOf(db, 'busy')).toBeNull();
      });
      expect(await pairQueuedArticles(db, 50)).toBe(1);
      expect(await pairsOf(db, 'busy')).toEqual(['busy whales', 'whales sing']);

      await insertArticlesSkippingDuplicates(db, [
        makeArticle('later', { userId: 'alice', title: 'Later whales', createdAt: AT }),
      ]);
      await db.kysely.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(7061917)`.execute(tx);
        // Another process holds the pairing lock.
        expect(await pairQueuedArticles(db, 50)).toBe(0);
      });
      expect(await pairQueuedArticles(db, 50)).toBe(1);
    });

    it('pairs in the background until stopped, and does nothing on SQLite', async () => {
      await insertArticlesSkippingDuplicates(
        db,
        Array.from({ length: 30 }, (_, i) =>
          makeArticle(`bg${i}`, { userId: 'alice', title: `Whale number ${i}`, createdAt: AT }),
        ),
      );
      const errors: unknown[] = [];
      const pairing = startWordPairing(
        db,
        { error: (...args: unknown[]) => errors.push(args) },
        { idleMs: 20, batch: 7 },
      );
      const deadline = Date.now() + 10_000;
      while ((await queuedForPairing(db)) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await pairing.stop();
      expect(await queuedForPairing(db)).toBe(0);
      expect(await pairsOf(db, 'bg29')).toEqual(['number 29', 'whale number']);
      expect(errors).toEqual([]);

      const sqlite = await createTestDatabase('sqlite');
      try {
        expect(await pairQueuedArticles(sqlite)).toBe(0);
        await startWordPairing(sqlite, { error: () => undefined }).stop();
      } finally {
        await sqlite.drop();
      }
    });
  });
});

// The same searches answer the same pages whether no article, some or all are paired.
describe.skipIf(!testDialects.includes('postgres'))('phrase search with word pairs', () => {
  let db: TestDb;
  const COUNT = FIRST_WINDOW * 2 + 50;
  const id = (i: number) => `p${String(i).padStart(4, '0')}`;
  const TEXTS: Record<string, string> = {
    together: 'Narwhal tusks are long teeth. Deep sea divers rarely see them.',
    apart: 'Tusks of a narwhal; the sea is deep and divers are rare.',
    accented: 'Crème brûlée beside narwhal tusks at the café.',
    other: 'Nothing about whales at all, only kelp forests.',
  };
  const kinds = Object.keys(TEXTS);
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    for (const [key, textContent] of Object.entries(TEXTS)) await addText(db, key, textContent);
    // Texts that articles are given later, by edits.
    await addText(db, 'walrus', 'Walrus whiskers twitch.');
    await addText(db, 'edited', 'Seal flippers slap.');
    const articles = Array.from({ length: COUNT }, (_, i) =>
      makeArticle(id(i), {
        userId: 'alice',
        extractedContentId: kinds[(i * 7) % kinds.length]!,
        title: i % 97 === 0 ? 'Narwhal tusks today' : null,
        tags: i % 5 === 0 ? ['arctic'] : [],
        isArchived: i % 11 === 0,
        createdAt: AT + i * 1000,
      }),
    );
    articles.push(
      makeArticle('bob-1', { userId: 'bob', extractedContentId: 'together', createdAt: AT }),
    );
    await insertArticlesSkippingDuplicates(db, articles);
  });
  afterAll(async () => {
    await db.drop();
  });

  const QUERIES = [
    '"narwhal tusks"',
    '"deep sea divers"',
    '"deep sea" "narwhal tusks"',
    '"creme brulee"',
    '"narwhal tusks" -deep',
    '"tusks narwhal"',
    '"narwhal tu',
    '"sea divers" narwhal',
  ];
  const ORDERS: SearchOrder[] = [
    { sort: 'newest' },
    { sort: 'oldest' },
    { sort: 'relevance', offset: 0 },
    { sort: 'relevance', offset: 30 },
  ];

  async function pages(userId = 'alice') {
    const out: Record<string, string[]> = {};
    for (const q of QUERIES) {
      const query = parseSearchQuery(q)!;
      for (const order of ORDERS)
        for (const archived of [false, true])
          out[`${q} ${JSON.stringify(order)} ${archived}`] = await postgresSearch(db, {
            userId,
            query,
            filter: { archived, tags: [] },
            order,
            limit: 25,
          });
      out[`${q} tagged`] = await postgresSearch(db, {
        userId,
        query,
        filter: { archived: false, tags: ['arctic'] },
        order: { sort: 'newest' },
        limit: 25,
      });
    }
    return out;
  }

  it('answers the same before, during and after pairing, and never with another reader’s articles', async () => {
    const unpaired = await pages();
    expect(unpaired['"narwhal tusks" {"sort":"newest"} false']?.length).toBe(25);
    expect(unpaired['"tusks narwhal" {"sort":"newest"} false']).toEqual([]);
    await pairQueuedArticles(db, Math.floor(COUNT / 3));
    expect(await pages()).toEqual(unpaired);
    // A few left waiting, as after the last saves: candidates as they are, not by their words.
    await pairQueuedArticles(db, (await queuedForPairing(db)) - 60);
    const { queued } = await phrasePairs(db, 'alice', [], COUNT);
    expect(queued).toBeGreaterThan(50);
    expect(queued).toBeLessThanOrEqual(QUEUED_READ_AS_CANDIDATES);
    expect(await pages()).toEqual(unpaired);
    await pairQueuedArticles(db, COUNT + 10);
    expect(await queuedForPairing(db)).toBe(0);
    const paired = await pages();
    expect(paired).toEqual(unpaired);
    expect(Object.values(paired).flat()).not.toContain('bob-1');
    expect((await pages('bob'))['"narwhal tusks" {"sort":"newest"} false']).toEqual(['bob-1']);
  });

  /** Alice's three newest matches, of the list she reads. */
  const newestThree = (q: string) =>
    postgresSearch(db, {
      userId: 'alice',
      query: parseSearchQuery(q)!,
      filter: { archived: false, tags: [] },
      order: { sort: 'newest' },
      limit: 3,
    });

  it('takes a paired article’s candidacy from its pairs, a queued one’s from the queue', async () => {
    await pairQueuedArticles(db, COUNT + 10);
    const newest = id(COUNT - 1);
    const search = () => newestThree('"walrus whiskers"');
    await setArticleContent(db, 'alice', newest, { contentId: 'walrus', status: null });
    await pairQueuedArticles(db, 10);
    expect(await search()).toEqual([newest]);
    // Pairs that lack the phrase's (never written so: a test of which path answers).
    await sql`update article_search_pairs set pairs = '{}' where article_id = ${newest}`.execute(
      db.kysely,
    );
    expect(await search()).toEqual([]);
    await sql`insert into article_search_unpaired values (${newest}, 'alice')`.execute(db.kysely);
    expect(await search()).toEqual([newest]);
    await pairQueuedArticles(db, 10);
  });

  it('finds an edited article by its new phrase at once, and no longer by its old one', async () => {
    await pairQueuedArticles(db, COUNT + 10);
    const newest = id(COUNT - 1);
    const search = newestThree;
    await setArticleContent(db, 'alice', newest, { contentId: 'walrus', status: null });
    expect(await search('"seal flippers"')).toEqual([]);
    const before = await search('"walrus whiskers"');
    expect(before).toEqual([newest]);
    await setArticleContent(db, 'alice', newest, { contentId: 'edited', status: null });
    expect(await search('"seal flippers"')).toEqual([newest]);
    expect(await search('"walrus whiskers"')).toEqual([]);
    await pairQueuedArticles(db, 10);
    expect(await search('"seal flippers"')).toEqual([newest]);
    expect(await search('"walrus whiskers"')).toEqual([]);
  });
});
