import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { makeExtractedContent } from './extracted-content.fixtures';
import {
  findExtractedContent,
  findFreshSharedContent,
  insertExtractedContent,
} from './extracted-content.repo';

const DAY = 24 * 60 * 60 * 1000;

describeEachDialect('extracted content repository on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('extracted_content').execute();
  });

  it('stores every field and reads it back unchanged', async () => {
    const content = makeExtractedContent({
      byline: null,
      language: null,
      openGraph: {
        title: null,
        description: null,
        image: null,
        siteName: null,
        type: null,
        url: null,
      },
    });
    await insertExtractedContent(db, content);
    expect(await findExtractedContent(db, content.id)).toEqual(content);
    expect(await findExtractedContent(db, 'missing')).toBeUndefined();
  });

  it('finds the newest shareable extraction of a URL within the window', async () => {
    const now = 1_760_000_000_000;
    const since = now - 7 * DAY;
    const key = 'https://example.com/page';
    const expired = makeExtractedContent({ urlKey: key, extractedAt: since - 1 });
    const older = makeExtractedContent({ urlKey: key, extractedAt: now - 3 * DAY });
    const newer = makeExtractedContent({ urlKey: key, extractedAt: now - DAY });
    const private_ = makeExtractedContent({ urlKey: key, extractedAt: now, shareable: false });
    const other = makeExtractedContent({ urlKey: 'https://example.com/other', extractedAt: now });
    for (const c of [expired, older, newer, private_, other]) await insertExtractedContent(db, c);

    expect((await findFreshSharedContent(db, key, since))?.id).toBe(newer.id);
    expect(await findFreshSharedContent(db, 'https://example.com/none', since)).toBeUndefined();
    expect(await findFreshSharedContent(db, key, now)).toBeUndefined();
  });
});
