import type { Db } from '../../../db/database';

type CountedTable = 'articles' | 'extracted_content' | 'usage_events';

async function countRows(db: Db, table: CountedTable): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many articles, content records and events a database holds: what a failed save must not change. */
export async function storedCounts(db: Db) {
  return {
    articles: await countRows(db, 'articles'),
    content: await countRows(db, 'extracted_content'),
    events: await countRows(db, 'usage_events'),
  };
}
