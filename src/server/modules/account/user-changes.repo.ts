import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** NOTIFY through the pool: delivered to every listening connection once the statement commits. */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db.kysely);
}
