import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { listEvents } from '../events/events.repo';
import { findArticle, insertArticle, type Article } from './articles.repo';
import { updateArticle } from './articles.service';
import { makeArticle } from './testing/make-article';

function article(id: string, overrides: Partial<Article> = {}): Article {
  return makeArticle(id, { userId: 'alice', tags: ['keep'], ...overrides });
}

/** What a change could touch. */
async function stateOf(db: TestDb, id: string) {
  const found = await findArticle(db, 'alice', id);
  return found && { tags: found.tags, isArchived: found.isArchived, updatedAt: found.updatedAt };
}

const unchanged = { tags: ['keep'], isArchived: false, updatedAt: 1_790_000_000_000 };

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describeEachDialect('changing an article on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('archives and records the event in one call', async () => {
    await insertArticle(db, article('one'));
    const changed = await updateArticle(db, 'alice', 'one', { tags: ['x'], isArchived: true });
    expect(changed).toMatchObject({ tags: ['x'], isArchived: true });
    expect(
      (await listEvents(db, 'alice')).map((event) => [event.type, event.data.article_id]),
    ).toEqual([['article_archived', 'one']]);
  });

  it('answers another reader’s id as not found and changes nothing', async () => {
    await insertArticle(db, article('two'));
    const error = await failure(updateArticle(db, 'bob', 'two', { tags: [], isArchived: true }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
    expect(await stateOf(db, 'two')).toEqual(unchanged);
    expect(await listEvents(db, 'bob')).toEqual([]);
  });

  // Last: it takes the events table away from this database.
  it('leaves the article unchanged when the event cannot be written', async () => {
    await insertArticle(db, article('three'));
    await sql`drop table usage_events`.execute(db.kysely);
    await failure(updateArticle(db, 'alice', 'three', { tags: ['new'], isArchived: true }));
    expect(await stateOf(db, 'three')).toEqual(unchanged);
  });
});
