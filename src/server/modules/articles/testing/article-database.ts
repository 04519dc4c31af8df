import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db, DialectName } from '../../../db/database';
import { createTestDatabase, type TestDb } from '../../../test/test-database';

/**
 * A fresh database for one describe block's tests of articles, emptied of articles and their
 * content before each test and dropped after the block. Call it in the describe block: it adds
 * the block's hooks. The database is made in beforeAll, so the Db answered reads it only when
 * used (inside tests and hooks).
 */
export function setUpArticleDatabase(dialect: DialectName): Db {
  let created: TestDb | undefined;
  const current = (): TestDb => {
    if (!created) throw new Error('the article database is made in beforeAll; use it in tests');
    return created;
  };
  beforeAll(async () => {
    created = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await created?.drop();
  });
  beforeEach(async () => {
    await current().kysely.deleteFrom('articles').execute();
    await current().kysely.deleteFrom('extracted_content').execute();
  });
  return {
    get kysely() {
      return current().kysely;
    },
    get dialect() {
      return current().dialect;
    },
    // The block's afterAll closes it.
    close: async () => undefined,
  };
}
