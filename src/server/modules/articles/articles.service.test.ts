import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { decodeCursor, encodeCursor } from './article-cursor';
import { findArticle, insertArticle, type Article } from './articles.repo';
import {
  getArticleDetail,
  listArticlePage,
  listReaderTags,
  removeArticle,
  updateArticle,
} from './articles.service';

let n = 0;
function article(overrides: Partial<Article> = {}): Article {
  n += 1;
  return {
    id: `svc-${String(n).padStart(4, '0')}`,
    userId: 'alice',
    url: `https://example.com/${n}`,
    urlKey: `https://example.com/${n}`,
    extractedContentId: null,
    summary: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt: 1_790_000_000_000 + n * 1000,
    updatedAt: 1_790_000_000_000 + n * 1000,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('article cursors', () => {
  it('round-trip and reject tampering', () => {
    const cursor = { createdAt: 1_790_000_000_123, id: 'abc-123' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor('not-a-cursor')).toThrow('cursor: Invalid cursor');
    expect(() => decodeCursor(Buffer.from('12.').toString('base64url'))).toThrow(AppError);
  });
});

describeEachDialect('articles service on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('articles').execute();
  });

  it('pages by 20 and gives a cursor only while more remain', async () => {
    for (let i = 0; i < 45; i += 1) await insertArticle(db, article());
    const first = await listArticlePage(db, 'alice', { archived: false, tags: [] });
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toBeTruthy();
    const second = await listArticlePage(db, 'alice', {
      archived: false,
      tags: [],
      cursor: first.nextCursor ?? '',
    });
    const third = await listArticlePage(db, 'alice', {
      archived: false,
      tags: [],
      cursor: second.nextCursor ?? '',
    });
    expect(second.items).toHaveLength(20);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(45);
    const [newest, next] = first.items;
    expect(newest && next && newest.createdAt > next.createdAt).toBe(true);
  });

  it('gives no cursor when the last page is exactly full', async () => {
    for (let i = 0; i < 20; i += 1) await insertArticle(db, article());
    expect(
      (await listArticlePage(db, 'alice', { archived: false, tags: [] })).nextCursor,
    ).toBeNull();
  });

  it('returns the article with its extracted content to its owner only', async () => {
    // Reading time comes from the stored length of the text (reading-time.ts).
    const text = 'word '.repeat(460);
    const content = makeExtractedContent({
      textContent: text,
      length: text.length,
      title: 'Deep dive',
    });
    await insertExtractedContent(db, content);
    const a = article({ extractedContentId: content.id, tags: ['x'] });
    await insertArticle(db, a);
    const detail = await getArticleDetail(db, 'alice', a.id);
    expect(detail).toMatchObject({
      id: a.id,
      title: 'Deep dive',
      content: content.content,
      // Served by Canyon, fetched when first asked for (SECURITY.md 45).
      image: `/api/articles/${a.id}/images/0`,
      byline: content.byline,
      siteName: content.siteName,
      readingMinutes: 2,
      tags: ['x'],
      createdAt: new Date(a.createdAt).toISOString(),
    });
    const error = await failure(getArticleDetail(db, 'bob', a.id));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Article not found or unauthorized']);
  });

  it('replaces tags normalised and de-duplicated, and toggles archive', async () => {
    const a = article();
    await insertArticle(db, a);
    const updated = await updateArticle(
      db,
      'alice',
      a.id,
      { tags: [' News', 'news', 'Tech'], isArchived: true },
      a.createdAt + 5,
    );
    expect(updated).toMatchObject({
      tags: ['news', 'tech'],
      isArchived: true,
      updatedAt: new Date(a.createdAt + 5).toISOString(),
    });
    expect(await listReaderTags(db, 'alice')).toEqual(['news', 'tech']);
    expect((await updateArticle(db, 'alice', a.id, { isArchived: false })).isArchived).toBe(false);
  });

  it('rejects bad tag lists in the spec’s words and changes nothing', async () => {
    const a = article({ tags: ['keep'] });
    await insertArticle(db, a);
    const tooMany = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect((await failure(updateArticle(db, 'alice', a.id, { tags: tooMany }))).message).toBe(
      'Maximum 20 tags allowed',
    );
    expect((await failure(updateArticle(db, 'alice', a.id, { tags: ['ok', 'r&d'] }))).message).toBe(
      'Tag contains invalid characters',
    );
    expect((await failure(updateArticle(db, 'alice', a.id, { tags: ['ok', ' '] }))).message).toBe(
      'Tag 2 must be between 1 and 50 characters',
    );
    expect((await findArticle(db, 'alice', a.id))?.tags).toEqual(['keep']);
  });

  it('never lets another reader change or delete an article', async () => {
    const a = article({ tags: ['mine'] });
    await insertArticle(db, a);
    for (const attempt of [
      () => updateArticle(db, 'bob', a.id, { tags: ['theirs'] }),
      () => updateArticle(db, 'bob', a.id, { isArchived: true }),
      () => removeArticle(db, 'bob', a.id),
    ]) {
      expect((await failure(attempt())).message).toBe('Article not found or unauthorized');
    }
    expect(await findArticle(db, 'alice', a.id)).toEqual(a);
    await removeArticle(db, 'alice', a.id);
    expect(await findArticle(db, 'alice', a.id)).toBeUndefined();
    expect((await failure(removeArticle(db, 'alice', a.id))).code).toBe('NOT_FOUND');
  });
});
