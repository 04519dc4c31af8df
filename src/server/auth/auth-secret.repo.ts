import type { Db } from '../db/database';

/** Stores `value` under `name` unless a value is there already; returns the one that won. */
export async function keepFirstSecret(
  db: Db,
  name: string,
  value: string,
  now: number,
): Promise<string> {
  await db.kysely
    .insertInto('app_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
