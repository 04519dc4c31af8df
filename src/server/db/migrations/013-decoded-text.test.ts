import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExtractedContent } from '../../modules/extracted-content/extracted-content.repo';
import { makeExtractedContent } from '../../modules/extracted-content/extracted-content.fixtures';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { decodedField, up } from './013-decoded-text';

describe('decodedField', () => {
  it('decodes once and collapses the no-break spaces it gives', () => {
    expect(decodedField('Canyon &#8211; a&nbsp;river &amp;amp; more')).toBe(
      'Canyon – a river &amp; more',
    );
  });

  it('never empties a field', () => {
    expect(decodedField('&nbsp;')).toBe('&nbsp;');
  });
});

describeEachDialect('migration 013 (decoded text) on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  async function addArticle(id: string, title: string | null, contentId: string | null) {
    await db.kysely
      .insertInto('articles')
      .values({
        id,
        user_id: 'alice',
        url: `https://example.com/${id}`,
        url_key: `https://example.com/${id}`,
        extracted_content_id: contentId,
        title,
        tags: '[]',
        is_archived: 0,
        source: 'web',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
  }

  it('decodes the text fields of stored content and readers’ titles, in batches', async () => {
    const encoded = makeExtractedContent({
      id: 'content-encoded',
      title: 'Rafting &#8211; the canyon',
      excerpt: 'Four days&hellip; on the river',
      byline: 'Ana &amp; Li',
      siteName: 'O&#x2019;Brien News',
      textContent: 'Body text with &amp; stays as written',
      openGraph: {
        ...makeExtractedContent().openGraph,
        title: 'Rafting &#8211; the canyon',
        description: '&ldquo;Cold&rdquo;',
        siteName: 'O&rsquo;Brien News',
        url: 'https://example.com/?a=1&amp;b=2',
      },
    });
    await insertExtractedContent(db, encoded);
    await insertExtractedContent(db, makeExtractedContent({ id: 'content-plain' }));
    // More than one batch of 500 rows that contain "&".
    const many = Array.from({ length: 520 }, (_, i) =>
      makeExtractedContent({
        id: `content-${String(i).padStart(4, '0')}`,
        title: `No. ${i} &amp; more`,
      }),
    );
    for (const content of many) await insertExtractedContent(db, content);
    await addArticle('article-own-title', 'My &quot;notes&quot; &#8211; kept', 'content-encoded');
    await addArticle('article-page-title', null, 'content-plain');
    await addArticle('article-ampersand', 'Tom & Jerry', null);

    await up(db.kysely as unknown as Kysely<unknown>);

    const row = await db.kysely
      .selectFrom('extracted_content')
      .selectAll()
      .where('id', '=', 'content-encoded')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Rafting – the canyon',
      excerpt: 'Four days… on the river',
      byline: 'Ana & Li',
      site_name: 'O’Brien News',
      og_title: 'Rafting – the canyon',
      og_description: '“Cold”',
      og_site_name: 'O’Brien News',
      // Not text a reader sees as a title: left as stored.
      og_url: 'https://example.com/?a=1&amp;b=2',
      text_content: 'Body text with &amp; stays as written',
    });
    const titles = await db.kysely
      .selectFrom('extracted_content')
      .select(['id', 'title'])
      .where('id', 'like', 'content-0%')
      .orderBy('id')
      .execute();
    expect(titles).toHaveLength(520);
    expect(titles.every((t, i) => t.title === `No. ${i} & more`)).toBe(true);

    const articles = await db.kysely
      .selectFrom('articles')
      .select(['id', 'title'])
      .orderBy('id')
      .execute();
    expect(articles).toEqual([
      { id: 'article-ampersand', title: 'Tom & Jerry' },
      { id: 'article-own-title', title: 'My "notes" – kept' },
      { id: 'article-page-title', title: null },
    ]);
    const plain = await db.kysely
      .selectFrom('extracted_content')
      .select('title')
      .where('id', '=', 'content-plain')
      .executeTakeFirstOrThrow();
    expect(plain.title).toBe('A story');
  });
});
