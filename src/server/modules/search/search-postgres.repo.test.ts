import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticlesSkippingDuplicates } from '../articles/articles.repo';
import { makeArticle } from '../articles/testing/make-article';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import { FIRST_WINDOW } from './date-windows';
import type { SearchOrder } from './search-conditions.repo';
import { parseSearchQuery } from './search-query';
import { postgresSearch } from './search-postgres.repo';

const AT = 1_790_000_000_000;
// More articles than the first window holds, so a search walks several.
const COUNT = FIRST_WINDOW * 3;
// Every article holds both words; these few hold them side by side (a phrase match).
const SIDE_BY_SIDE = [0, 1, 2, 640, 1100, 1101, COUNT - 2];
// These have the word in their title too: ranked first.
const TITLED = [5, 700, 1200];
const id = (i: number) => `a${String(i).padStart(4, '0')}`;

describe.skipIf(!testDialects.includes('postgres'))('postgresSearch by date windows', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    await insertExtractedContent(
      db,
      makeExtractedContent({ id: 'together', title: 'Sea', textContent: 'Narwhal tusks.' }),
    );
    await insertExtractedContent(
      db,
      makeExtractedContent({ id: 'apart', title: 'Sea', textContent: 'Tusks of a narwhal.' }),
    );
    const articles = Array.from({ length: COUNT }, (_, i) =>
      makeArticle(id(i), {
        userId: 'alice',
        extractedContentId: SIDE_BY_SIDE.includes(i) ? 'together' : 'apart',
        title: TITLED.includes(i) ? 'Narwhal days' : null,
        createdAt: AT + i * 1000,
      }),
    );
    articles.push(
      makeArticle('other-reader', {
        userId: 'bob',
        extractedContentId: 'together',
        createdAt: AT + COUNT * 1000,
      }),
      makeArticle('archived', {
        userId: 'alice',
        extractedContentId: 'together',
        isArchived: true,
        createdAt: AT + COUNT * 1000,
      }),
    );
    await insertArticlesSkippingDuplicates(db, articles);
  });
  afterAll(async () => {
    await db.drop();
  });

  /** The ids of one page of alice's search. */
  async function search(q: string, order: SearchOrder, limit: number) {
    const query = parseSearchQuery(q);
    if (!query) throw new Error(`nothing in ${q}`);
    return postgresSearch(db, {
      userId: 'alice',
      query,
      filter: { archived: false, tags: [] },
      order,
      limit,
    });
  }

  const newestFirst = [...SIDE_BY_SIDE].reverse().map(id);

  it('finds a phrase among many candidates in date order, across windows', async () => {
    const newest = await search('"narwhal tusks"', { sort: 'newest' }, 10);
    expect(newest).toEqual(newestFirst);
    const oldest = await search('"narwhal tusks"', { sort: 'oldest' }, 4);
    expect(oldest).toEqual(SIDE_BY_SIDE.slice(0, 4).map(id));
    // Ranked: no field matches, so by date; the second page goes on where the first ended.
    const first = await search('"narwhal tusks"', { sort: 'relevance', offset: 0 }, 3);
    expect(first).toEqual(newestFirst.slice(0, 3));
    const second = await search('"narwhal tusks"', { sort: 'relevance', offset: 3 }, 3);
    expect(second).toEqual(newestFirst.slice(3, 6));
  });

  it('starts a keyset page of a phrase after the cursor', async () => {
    const after = { createdAt: AT + 1100 * 1000, id: id(1100) };
    const page = await search('"narwhal tusks"', { sort: 'newest', after }, 10);
    expect(page).toEqual([640, 2, 1, 0].map(id));
  });

  it('ranks field matches first, then the rest by date, on every page', async () => {
    const byDate = Array.from({ length: COUNT }, (_, i) => COUNT - 1 - i).filter(
      (i) => !TITLED.includes(i),
    );
    const ranked = [...[...TITLED].reverse(), ...byDate].map(id);
    for (const offset of [0, 2, 4, 600]) {
      const page = await search('narwhal ', { sort: 'relevance', offset }, 4);
      expect(page).toEqual(ranked.slice(offset, offset + 4));
    }
  });

  it('checks excluded words and phrases against every window', async () => {
    const words = await search('narwhal -"narwhal tusks"', { sort: 'newest' }, 3);
    expect(words).toEqual([COUNT - 1, COUNT - 3, COUNT - 4].map(id));
    const phrase = await search('"narwhal tusks" -of', { sort: 'oldest' }, 3);
    expect(phrase).toEqual(SIDE_BY_SIDE.slice(0, 3).map(id));
  });
});
