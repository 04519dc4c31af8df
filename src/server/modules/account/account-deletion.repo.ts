import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { removeUnshownContents } from '../images/unshown-content.repo';

// Everything a reader owns goes in one transaction (SECURITY.md 37): if any step fails, nothing
// is deleted and the reader can try again.

/** Contents are removed this many at a time, so no statement exceeds a dialect's parameter cap. */
const CONTENT_BATCH = 500;

/** `%` and `_` taken literally in a LIKE pattern (escape character `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rate-limit counters that name the reader: per-reader limits by id, per-account ones by email. */
function rateLimitKeys(db: Db, userId: string, email: string) {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return db.kysely.deleteFrom('rate_limits').where((eb) =>
    eb.or([
      eb(
        'key',
        'in',
        ['save', 'ai', 'export'].map((name) => `${name}:${userId}`),
      ),
      eb('key', 'like', sql<string>`${`account:%:${account}`}`),
      eb('key', 'like', sql<string>`${`account-address:%:${account}:%`}`),
    ]),
  );
}

/** The contents the reader's articles show or that were extracted for them. */
async function readerContentIds(db: Db, userId: string): Promise<string[]> {
  const shown = await db.kysely
    .selectFrom('articles')
    .select('extracted_content_id as id')
    .distinct()
    .where('user_id', '=', userId)
    .where('extracted_content_id', 'is not', null)
    .execute();
  const extracted = await db.kysely
    .selectFrom('extracted_content')
    .select('id')
    .where('extracted_by', '=', userId)
    .execute();
  return [...new Set([...shown, ...extracted].flatMap((row) => (row.id ? [row.id] : [])))];
}

/**
 * Deletes the reader and everything of theirs: articles and their tags and summaries, the
 * extracted content no other reader's article shows (with its image rows and the pictures
 * nothing else shows), API tokens, sessions, sign-in links, pending verifications, usage events,
 * rate-limit counters, and the user row. Content other readers still show stays, without the
 * note of who extracted it.
 */
export async function deleteAccountData(
  db: Db,
  user: { id: string; email: string },
): Promise<void> {
  const { id, email } = user;
  await inTransaction(db, async (tx) => {
    const contentIds = await readerContentIds(tx, id);
    await tx.kysely.deleteFrom('article_tags').where('user_id', '=', id).execute();
    await tx.kysely.deleteFrom('articles').where('user_id', '=', id).execute();
    for (let i = 0; i < contentIds.length; i += CONTENT_BATCH) {
      // No cache exception: content extracted for this reader goes even if a save could reuse it.
      await removeUnshownContents(
        tx,
        contentIds.slice(i, i + CONTENT_BATCH),
        Number.MAX_SAFE_INTEGER,
      );
    }
    await tx.kysely
      .updateTable('extracted_content')
      .set({ extracted_by: null })
      .where('extracted_by', '=', id)
      .execute();
    await tx.kysely.deleteFrom('api_tokens').where('user_id', '=', id).execute();
    await tx.kysely.deleteFrom('session').where('userId', '=', id).execute();
    await tx.kysely.deleteFrom('account').where('userId', '=', id).execute();
    // Reset links hold the user id as their value; sign-in states may carry it or the email.
    await tx.kysely
      .deleteFrom('verification')
      .where((eb) =>
        eb.or([
          eb('value', '=', id),
          eb('value', 'like', sql<string>`${`%${likeLiteral(JSON.stringify(id))}%`} escape '\\'`),
          eb(
            'value',
            'like',
            sql<string>`${`%${likeLiteral(JSON.stringify(email))}%`} escape '\\'`,
          ),
        ]),
      )
      .execute();
    await tx.kysely.deleteFrom('usage_events').where('user_id', '=', id).execute();
    await tx.kysely.deleteFrom('contact_requests').where('user_id', '=', id).execute();
    // Imports: their files, reports and the imports themselves. Content jobs still queued find
    // no item any more and end without fetching.
    await tx.kysely
      .deleteFrom('import_file_parts')
      .where('import_id', 'in', (eb) =>
        eb.selectFrom('imports').select('id').where('user_id', '=', id),
      )
      .execute();
    await tx.kysely.deleteFrom('import_items').where('user_id', '=', id).execute();
    await tx.kysely.deleteFrom('imports').where('user_id', '=', id).execute();
    await rateLimitKeys(tx, id, email).execute();
    await tx.kysely.deleteFrom('user').where('id', '=', id).execute();
  });
}
