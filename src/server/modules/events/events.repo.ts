import { randomUUID } from 'node:crypto';
import type { UsageEventName } from '@/shared/events/usage-events';
import type { Db } from '../../db/database';

/** Every event Canyon records (src/shared/events/usage-events.ts lists them). */
export type UsageEventType = UsageEventName;

export type UsageEvent = {
  id: string;
  userId: string;
  type: UsageEventType;
  data: Record<string, string>;
  createdAt: number;
};

export async function recordEvent(
  db: Db,
  event: { userId: string; type: UsageEventType; data: Record<string, string>; at?: number },
): Promise<void> {
  await db.kysely
    .insertInto('usage_events')
    .values({
      id: randomUUID(),
      user_id: event.userId,
      type: event.type,
      data: JSON.stringify(event.data),
      created_at: event.at ?? Date.now(),
    })
    .execute();
}

export async function listEvents(db: Db, userId: string): Promise<UsageEvent[]> {
  const rows = await db.kysely
    .selectFrom('usage_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    type: row.type as UsageEventType,
    data: JSON.parse(row.data) as Record<string, string>,
    createdAt: Number(row.created_at),
  }));
}
