import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/test-database';
import { deleteAccountData } from '../account/account-deletion.repo';
import { insertExtractedContent } from '../extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../extracted-content/extracted-content.fixtures';
import {
  insertArticle,
  insertArticlesSkippingDuplicates,
  setArticleContent,
  type Article,
} from './articles.repo';
import { listArticlePage, removeArticle, updateArticle, type ListQuery } from './articles.service';
import { setUpArticleDatabase } from './testing/article-database';
import { makeArticle } from './testing/make-article';

// Search through the service on each dialect: the index is kept by triggers, so every write
// path below is reflected by the very next search (decision 020).

let sequence = 0;

describeEachDialect('article search on %s', (dialect) => {
  const db = setUpArticleDatabase(dialect);

  /** Saves an article with its own extracted content; returns the article. */
  async function save(
    content: { title?: string; text?: string; site?: string | null } = {},
    overrides: Partial<Article> = {},
  ): Promise<Article> {
    sequence += 1;
    const text = content.text ?? 'Nothing much to say.';
    const extracted = makeExtractedContent({
      title: content.title ?? `Story ${sequence}`,
      textContent: text,
      length: text.length,
      siteName: content.site === undefined ? 'Example' : content.site,
    });
    await insertExtractedContent(db, extracted);
    const article = makeArticle(`s-${String(sequence).padStart(4, '0')}`, {
      userId: 'alice',
      extractedContentId: extracted.id,
      createdAt: 1_790_000_000_000 + sequence * 1000,
      updatedAt: 1_790_000_000_000 + sequence * 1000,
      ...overrides,
    });
    await insertArticle(db, article);
    return article;
  }

  async function search(q: string, query: Partial<ListQuery> = {}, userId = 'alice') {
    return listArticlePage(db, userId, { archived: false, tags: [], q, ...query });
  }
  const ids = async (q: string, query: Partial<ListQuery> = {}, userId = 'alice') =>
    (await search(q, query, userId)).items.map((item) => item.id);

  it('ranks a title match before matches in the text, then tags, site and text', async () => {
    const inText = await save({ text: 'A saffron saffron saffron story, saffron everywhere.' });
    const inTitle = await save({ title: 'Saffron', text: 'About a spice.' });
    const inTags = await save({ text: 'About a spice.' }, { tags: ['saffron'] });
    const inSite = await save({ text: 'About a spice.', site: 'Saffron Weekly' });
    expect(await ids('saffron ')).toEqual([inTitle.id, inTags.id, inSite.id, inText.id]);
  });

  it('puts matches in the title, tags or site first, then the rest by saved date', async () => {
    const at = (day: number) => ({ createdAt: 1_790_000_000_000 + day * 86_400_000 });
    const newer = await save({ text: 'A walk past the harbour cranes.' }, at(30));
    // Saved later (an import), yet older: it comes after the newer one.
    const older = await save({ text: 'Harbour cranes at dusk, and more harbour.' }, at(10));
    const titled = await save({ title: 'Harbour cranes', text: 'Steel and rust.' }, at(1));
    const oneWordTitled = await save({ title: 'Harbour', text: 'The cranes were gone.' }, at(40));
    expect(await ids('harbour cranes ')).toEqual([titled.id, oneWordTitled.id, newer.id, older.id]);
    // While typing, the last word is a prefix.
    expect(await ids('harbour cra')).toEqual([titled.id, oneWordTitled.id, newer.id, older.id]);
    expect(await ids('"harbour cranes"')).toEqual([titled.id, newer.id, older.id]);
  });

  it('lets an excluded word or a filter rule out a title match', async () => {
    const titled = await save({ title: 'Lanterns', text: 'Paper lanterns and candles.' });
    const plain = await save({ text: 'Lanterns over the river.' }, { tags: ['night'] });
    expect(await ids('lanterns ')).toEqual([titled.id, plain.id]);
    expect(await ids('lanterns -candles')).toEqual([plain.id]);
    expect(await ids('lanterns ', { tags: ['night'] })).toEqual([plain.id]);
    const titledPage = await search('lanterns ', { limit: 1 });
    expect(titledPage.items.map((item) => item.id)).toEqual([titled.id]);
    const next = await search('lanterns ', { limit: 1, cursor: titledPage.nextCursor ?? '' });
    expect(next.items.map((item) => item.id)).toEqual([plain.id]);
    expect(next.nextCursor).toBeNull();
    // An exclusion and a filter together, while the last word is still a prefix.
    await save({ title: 'Lanterns at night', text: 'Moths and candles.' }, { tags: ['night'] });
    const quiet = await save(
      { title: 'Lanterns, quiet', text: 'Only moths.' },
      { tags: ['night'] },
    );
    expect(await ids('-candles lant', { tags: ['night'] })).toEqual([quiet.id, plain.id]);
    expect(await ids('-moths lant')).toEqual([titled.id, plain.id]);
  });

  it('matches phrases, excludes words and phrases, and takes the last word as a prefix', async () => {
    const slow = await save({ text: 'Slow brewing makes better coffee than instant mixes.' });
    const fast = await save({ text: 'Brewing slow is not the point; instant coffee is.' });
    expect(await ids('"slow brewing"')).toEqual([slow.id]);
    expect((await ids('coffee ')).sort()).toEqual([slow.id, fast.id].sort());
    expect(await ids('coffee -point')).toEqual([slow.id]);
    expect(await ids('coffee -"instant coffee"')).toEqual([slow.id]);
    expect((await ids('bre')).sort()).toEqual([slow.id, fast.id].sort());
    expect(await ids('bre ')).toEqual([]);
  });

  it('folds accents both ways and needs no English stemming', async () => {
    const cafe = await save({ title: 'Le café de Müller', text: 'Ein schönes Café in Zürich.' });
    expect(await ids('cafe ')).toEqual([cafe.id]);
    expect(await ids('muller ')).toEqual([cafe.id]);
    expect(await ids('MÜLLER ')).toEqual([cafe.id]);
    expect(await ids('zurich schon')).toEqual([cafe.id]);
    expect(await ids('cafés ')).toEqual([]);
  });

  it('answers a snippet around the first match, and carries progress and reading time', async () => {
    const filler = Array.from({ length: 60 }, (_, i) => `filler${i}`).join(' ');
    const article = await save({ text: `${filler} the lighthouse keeper waved. ${filler}` });
    const [item] = (await search('lighthouse ')).items;
    expect(item?.id).toBe(article.id);
    expect(item?.snippet?.filter((piece) => piece.match)).toEqual([
      { text: 'lighthouse', match: true },
    ]);
    expect(item?.snippet?.[0]?.text.startsWith('… ')).toBe(true);
    expect(item?.readingMinutes).toBe(1);
    expect(item?.readingProgress).toBe(0);
    // Outside a search there is no snippet.
    const plain = await listArticlePage(db, 'alice', { archived: false, tags: [] });
    expect(plain.items[0]?.snippet).toBeNull();
  });

  it('combines the search with tags, the archive and progress', async () => {
    const tagged = await save({ text: 'Orchids need light.' }, { tags: ['garden'] });
    const archived = await save({ text: 'Orchids need water.' }, { isArchived: true });
    const read = await save({ text: 'Orchids need patience.' });
    await updateArticle(db, 'alice', read.id, { readingProgress: 1 });
    expect((await ids('orchids ')).sort()).toEqual([tagged.id, read.id].sort());
    expect(await ids('orchids ', { tags: ['garden', 'other'] })).toEqual([tagged.id]);
    expect(await ids('orchids ', { archived: true })).toEqual([archived.id]);
    expect(await ids('orchids ', { progress: 'finished' })).toEqual([read.id]);
    expect(await ids('orchids ', { progress: 'unread' })).toEqual([tagged.id]);
  });

  it("never shows another reader's articles, even the same words in a shared content", async () => {
    const mine = await save({ text: 'Quantum tunnelling explained.' });
    await insertArticle(
      db,
      makeArticle('bobs-copy', {
        userId: 'bob',
        extractedContentId: mine.extractedContentId,
      }),
    );
    expect(await ids('quantum ')).toEqual([mine.id]);
    expect(await ids('quantum ', {}, 'bob')).toEqual(['bobs-copy']);
    expect(await ids('quantum ', {}, 'carol')).toEqual([]);
    // A reader's id is never a search word.
    expect(await ids('bob ')).toEqual([]);
  });

  it('reflects tag edits, content changes and deletes at once', async () => {
    const article = await save({ text: 'Glaciers retreat every summer.' });
    await updateArticle(db, 'alice', article.id, { tags: ['Climate'] });
    expect(await ids('climate ')).toEqual([article.id]);
    await updateArticle(db, 'alice', article.id, { tags: ['weather'] });
    expect(await ids('climate ')).toEqual([]);

    // A refresh rewriting the shared content reaches every article showing it.
    await db.kysely
      .updateTable('extracted_content')
      .set({ text_content: 'Icebergs calve in spring.', title: 'Ice' })
      .where('id', '=', article.extractedContentId ?? '')
      .execute();
    expect(await ids('glaciers ')).toEqual([]);
    expect(await ids('icebergs calve')).toEqual([article.id]);

    await removeArticle(db, 'alice', article.id);
    expect(await ids('icebergs ')).toEqual([]);
  });

  it('indexes an imported article at once, and its content when it arrives', async () => {
    const imported = makeArticle('imported-1', {
      userId: 'alice',
      title: 'Volcano diaries',
      tags: ['travel'],
      contentStatus: 'pending',
    });
    await insertArticlesSkippingDuplicates(db, [imported]);
    expect(await ids('volcano ')).toEqual([imported.id]);
    expect(await ids('magma ')).toEqual([]);
    const content = makeExtractedContent({ textContent: 'Magma rises slowly.', length: 19 });
    await insertExtractedContent(db, content);
    await setArticleContent(db, 'alice', imported.id, { contentId: content.id, status: null });
    expect(await ids('magma ')).toEqual([imported.id]);
    // The reader's own title is kept over the page's.
    expect(await ids('volcano ')).toEqual([imported.id]);
  });

  it("drops a reader's whole index with their account", async () => {
    await save({ text: 'Penguins huddle.' });
    await deleteAccountData(db, { id: 'alice', email: 'alice@example.com' });
    expect(await ids('penguins ')).toEqual([]);
    if (dialect === 'sqlite') {
      expect(await db.kysely.selectFrom('article_search_docs').selectAll().execute()).toEqual([]);
    }
  });

  it('pages ranked results by an opaque cursor, and by date when asked', async () => {
    const saved: Article[] = [];
    for (let i = 0; i < 5; i += 1) saved.push(await save({ text: `Walrus number ${i}.` }));
    const first = await search('walrus ', { limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await search('walrus ', { limit: 2, cursor: first.nextCursor ?? '' });
    const third = await search('walrus ', { limit: 2, cursor: second.nextCursor ?? '' });
    const all = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(all).size).toBe(5);
    expect(third.nextCursor).toBeNull();

    const oldest = await search('walrus ', { sort: 'oldest', limit: 3 });
    const rest = await search('walrus ', {
      sort: 'oldest',
      limit: 3,
      cursor: oldest.nextCursor ?? '',
    });
    expect([...oldest.items, ...rest.items].map((item) => item.id)).toEqual(saved.map((a) => a.id));
    const newest = await search('walrus ', { sort: 'newest', limit: 5 });
    expect(newest.items.map((item) => item.id)).toEqual(saved.map((a) => a.id).reverse());
    await expect(search('walrus ', { cursor: 'forged' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    // A date cursor is not a ranked one.
    await expect(search('walrus ', { cursor: oldest.nextCursor ?? '' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it.each([
    '"',
    '""',
    '-',
    '- -',
    '*',
    '()',
    'NEAR',
    'AND OR NOT',
    'a\u0000b',
    '😀',
    'שלום',
    `${'z'.repeat(995)} word`,
    'owner : x',
    '{title} : x',
    "it's '' \\",
    'NEAR(a b)',
    '^start',
  ])('answers %j without failing', async (q) => {
    await save({ text: 'Plain text.' });
    const page = await search(q);
    expect(page.items).toEqual([]);
  });
});
