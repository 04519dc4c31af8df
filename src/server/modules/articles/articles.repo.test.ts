import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/test-database';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import {
  deleteArticle,
  findArticle,
  findArticleByUrlKey,
  insertArticle,
  listArticles,
  listDistinctTags,
  replaceArticleTags,
  setArticleArchived,
  type Article,
} from './articles.repo';
import { setUpArticleDatabase } from './testing/article-database';

let sequence = 0;
function makeArticle(overrides: Partial<Article> = {}): Article {
  sequence += 1;
  const createdAt = overrides.createdAt ?? 1_700_000_000_000 + sequence * 1000;
  return {
    id: `article-${String(sequence).padStart(5, '0')}`,
    userId: 'alice',
    url: `https://example.com/Post-${sequence}`,
    urlKey: `https://example.com/Post-${sequence}`,
    extractedContentId: null,
    summary: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

describeEachDialect('articles repository on %s', (dialect) => {
  const db = setUpArticleDatabase(dialect);

  it('stores an article and reads it back unchanged, for its owner only', async () => {
    const article = makeArticle({
      tags: ['news', 'long read'],
      summary: {
        points: ['Short.', 'Sweet.'],
        provider: 'extractive',
        generatedAt: 1_700_000_000_000,
      },
      source: 'bookmarklet',
    });
    expect(await insertArticle(db, article)).toBe('inserted');
    expect(await findArticle(db, 'alice', article.id)).toEqual(article);
    expect(await findArticle(db, 'bob', article.id)).toBeUndefined();
    expect(await findArticleByUrlKey(db, 'alice', article.urlKey)).toEqual(article);
    expect(await findArticleByUrlKey(db, 'bob', article.urlKey)).toBeUndefined();
  });

  it('reports a second save of the same URL key as a duplicate and keeps the first', async () => {
    const first = makeArticle({ urlKey: 'https://example.com/same', tags: ['a'] });
    await insertArticle(db, first);
    const second = makeArticle({ urlKey: 'https://example.com/same', tags: ['b'] });
    expect(await insertArticle(db, second)).toBe('duplicate');
    expect(await findArticle(db, 'alice', second.id)).toBeUndefined();
    expect(await listDistinctTags(db, 'alice')).toEqual(['a']);
    // Another reader may save the same page.
    expect(
      await insertArticle(db, makeArticle({ userId: 'bob', urlKey: 'https://example.com/same' })),
    ).toBe('inserted');
  });

  it('pages newest first with a keyset cursor, never repeating or skipping', async () => {
    // Equal timestamps on purpose: the id breaks the tie.
    const articles = Array.from({ length: 25 }, (_, i) =>
      makeArticle({ createdAt: 1_800_000_000_000 + Math.floor(i / 3) * 1000 }),
    );
    for (const article of articles) await insertArticle(db, article);
    await insertArticle(db, makeArticle({ userId: 'bob' }));

    const seen: string[] = [];
    let after: { createdAt: number; id: string } | undefined;
    for (let page = 0; page < 5; page += 1) {
      const items = await listArticles(db, 'alice', { archived: false, after, limit: 10 });
      seen.push(...items.map((item) => item.id));
      const last = items.at(-1);
      if (!last || items.length < 10) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    const expected = [...articles]
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map((a) => a.id);
    expect(seen).toEqual(expected);
  });

  it('filters by archived flag and by any of several tags', async () => {
    const news = makeArticle({ tags: ['news'] });
    const tech = makeArticle({ tags: ['tech', 'rust'] });
    const both = makeArticle({ tags: ['news', 'tech'] });
    const plain = makeArticle();
    const archivedNews = makeArticle({ tags: ['news'], isArchived: true });
    const bobsNews = makeArticle({ userId: 'bob', tags: ['news'] });
    for (const a of [news, tech, both, plain, archivedNews, bobsNews]) await insertArticle(db, a);

    const ids = async (query: Parameters<typeof listArticles>[2]) =>
      (await listArticles(db, 'alice', query)).map((a) => a.id).sort();
    expect(await ids({ archived: false, limit: 20 })).toEqual(
      [news.id, tech.id, both.id, plain.id].sort(),
    );
    expect(await ids({ archived: true, limit: 20 })).toEqual([archivedNews.id]);
    expect(await ids({ archived: false, tags: ['news'], limit: 20 })).toEqual(
      [news.id, both.id].sort(),
    );
    expect(await ids({ archived: false, tags: ['news', 'rust'], limit: 20 })).toEqual(
      [news.id, tech.id, both.id].sort(),
    );
    expect(await ids({ archived: false, tags: ['nothing'], limit: 20 })).toEqual([]);
  });

  it.each([
    ['two tags, merged per tag', ['red', 'blue']],
    ['one tag', ['green']],
    ['more tags than are merged per tag', Array.from({ length: 21 }, (_, i) => `t${i}`)],
  ])('pages a tag filter (%s) exactly like filtering the whole list', async (_label, filter) => {
    const palette = ['red', 'blue', 'green', 'amber', ...filter];
    // Shared timestamps, overlapping tags and archived articles mixed in on purpose.
    const articles = Array.from({ length: 60 }, (_, i) =>
      makeArticle({
        createdAt: 1_800_000_000_000 + Math.floor(i / 4) * 1000,
        tags: [...new Set([palette[i % palette.length], palette[(i * 7) % 5]])].filter(
          (t): t is string => t !== undefined,
        ),
        isArchived: i % 3 === 0,
      }),
    );
    for (const article of articles) await insertArticle(db, article);
    await insertArticle(db, makeArticle({ userId: 'bob', tags: filter }));

    for (const archived of [false, true]) {
      const expected = articles
        .filter((a) => a.isArchived === archived && a.tags.some((t) => filter.includes(t)))
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((a) => a.id);
      const seen: string[] = [];
      let after: { createdAt: number; id: string } | undefined;
      for (;;) {
        const items = await listArticles(db, 'alice', { archived, tags: filter, after, limit: 4 });
        seen.push(...items.map((item) => item.id));
        const last = items.at(-1);
        if (!last || items.length < 4) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      expect(expected.length).toBeGreaterThan(4);
      expect(seen).toEqual(expected);
    }
  });

  it('joins what a card shows from the extracted content', async () => {
    const content = makeExtractedContent({
      title: 'A title',
      excerpt: 'An excerpt',
      siteName: 'Example',
    });
    await insertExtractedContent(db, content);
    const article = makeArticle({ extractedContentId: content.id });
    await insertArticle(db, article);
    const [item] = await listArticles(db, 'alice', { archived: false, limit: 20 });
    expect(item).toMatchObject({
      id: article.id,
      title: 'A title',
      excerpt: 'An excerpt',
      siteName: 'Example',
      image: content.openGraph.image,
    });
  });

  it('replaces tags, toggles archive and deletes only for the owner', async () => {
    const article = makeArticle({ tags: ['old'] });
    await insertArticle(db, article);

    expect(await replaceArticleTags(db, 'bob', article.id, ['stolen'], 5)).toBe(false);
    expect(await setArticleArchived(db, 'bob', article.id, true, 5)).toBe(false);
    expect(await deleteArticle(db, 'bob', article.id)).toBe(false);
    expect(await findArticle(db, 'alice', article.id)).toEqual(article);

    expect(
      await replaceArticleTags(db, 'alice', article.id, ['new', 'fresh'], article.createdAt + 10),
    ).toBe(true);
    expect(await listArticles(db, 'alice', { archived: false, tags: ['old'], limit: 20 })).toEqual(
      [],
    );
    expect(
      (await listArticles(db, 'alice', { archived: false, tags: ['fresh'], limit: 20 })).map(
        (a) => a.id,
      ),
    ).toEqual([article.id]);

    expect(await setArticleArchived(db, 'alice', article.id, true, article.createdAt + 20)).toBe(
      true,
    );
    expect(await findArticle(db, 'alice', article.id)).toMatchObject({
      tags: ['new', 'fresh'],
      isArchived: true,
      updatedAt: article.createdAt + 20,
    });

    expect(await deleteArticle(db, 'alice', article.id)).toBe(true);
    expect(await findArticle(db, 'alice', article.id)).toBeUndefined();
    expect(await listDistinctTags(db, 'alice')).toEqual([]);
  });

  it('lists a reader’s tags distinct and alphabetical', async () => {
    await insertArticle(db, makeArticle({ tags: ['zebra', 'apple'] }));
    await insertArticle(db, makeArticle({ tags: ['mango', 'apple'] }));
    await insertArticle(db, makeArticle({ userId: 'bob', tags: ['secret'] }));
    expect(await listDistinctTags(db, 'alice')).toEqual(['apple', 'mango', 'zebra']);
  });
});
