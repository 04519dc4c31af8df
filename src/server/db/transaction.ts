import type { Db } from './database';

/**
 * Runs `work` in one transaction. Inside an open transaction it simply joins it, so a
 * repository function can be atomic on its own and still take part in a larger unit of work.
 */
export async function inTransaction<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (db.kysely.isTransaction) return work(db);
  return db.kysely.transaction().execute((trx) => work({ ...db, kysely: trx }));
}
