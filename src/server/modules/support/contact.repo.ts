import type { Db } from '../../db/database';
import type { ContactRequestsTable } from '../../db/schema';

export type StoredContactRequest = ContactRequestsTable;
export type MailStatus = ContactRequestsTable['mail_status'];

export async function insertContactRequest(db: Db, request: StoredContactRequest): Promise<void> {
  await db.kysely.insertInto('contact_requests').values(request).execute();
}

export async function setMailStatus(db: Db, id: string, status: MailStatus): Promise<void> {
  await db.kysely
    .updateTable('contact_requests')
    .set({ mail_status: status })
    .where('id', '=', id)
    .execute();
}

export async function readContactRequest(
  db: Db,
  id: string,
): Promise<StoredContactRequest | undefined> {
  const row = await db.kysely
    .selectFrom('contact_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, priority: Number(row.priority), created_at: Number(row.created_at) };
}

/** One page of a reader's own requests, oldest first (their export), after a keyset position. */
export async function readContactPage(
  db: Db,
  userId: string,
  after: { createdAt: number; id: string } | undefined,
  limit: number,
): Promise<StoredContactRequest[]> {
  let query = db.kysely
    .selectFrom('contact_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    priority: Number(row.priority),
    created_at: Number(row.created_at),
  }));
}

/** Every request of a reader's, page by page. */
export async function* readerContactRequests(
  db: Db,
  userId: string,
  pageSize = 200,
): AsyncGenerator<StoredContactRequest> {
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const page = await readContactPage(db, userId, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = { createdAt: last.created_at, id: last.id };
  }
}
