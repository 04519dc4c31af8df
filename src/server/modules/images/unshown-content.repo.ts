import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';

// Pictures are kept once per hash for every content that shows them (decision 008). When no
// article shows a content any more, and no save can reuse it, the content and its image rows go,
// and so does every picture that no other content shows.

/** Contents no article shows that no save will reuse: private ones, and shared ones past the cache. */
function unshownAndUnusable(db: Db, reusableSince: number) {
  return db.kysely
    .selectFrom('extracted_content as e')
    .select('e.id')
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('articles as a')
              .select('a.id')
              .whereRef('a.extracted_content_id', '=', 'e.id'),
          ),
        ),
        eb.or([eb('e.shareable', '=', 0), eb('e.extracted_at', '<=', reusableSince)]),
      ]),
    );
}

/**
 * Removes those of `contentIds` that no article shows and no save can reuse (shared contents
 * extracted after `reusableSince` stay: other readers' saves take them from the cache), with
 * their image rows and the pictures nothing else shows. Joins the caller's transaction.
 * Answers how many pictures went.
 */
export async function removeUnshownContents(
  db: Db,
  contentIds: readonly string[],
  reusableSince: number,
): Promise<number> {
  if (contentIds.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    const gone = (
      await unshownAndUnusable(tx, reusableSince).where('e.id', 'in', contentIds).execute()
    ).map((row) => row.id);
    if (gone.length === 0) return 0;
    const hashes = (
      await tx.kysely
        .selectFrom('content_images')
        .select('hash')
        .distinct()
        .where('content_id', 'in', gone)
        .where('hash', 'is not', null)
        .execute()
    ).flatMap((row) => (row.hash ? [row.hash] : []));
    // The image rows go with their content (ON DELETE CASCADE); said here too, for clarity.
    await tx.kysely.deleteFrom('content_images').where('content_id', 'in', gone).execute();
    await tx.kysely.deleteFrom('extracted_content').where('id', 'in', gone).execute();
    if (hashes.length === 0) return 0;
    const removed = await tx.kysely
      .deleteFrom('image_blobs')
      .where('hash', 'in', hashes)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('content_images as ci')
              .select('ci.position')
              .whereRef('ci.hash', '=', 'image_blobs.hash'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}

/** Up to `limit` contents no article shows and no save can reuse (the start-up clean-up). */
export async function listUnshownContents(
  db: Db,
  reusableSince: number,
  limit: number,
): Promise<string[]> {
  const rows = await unshownAndUnusable(db, reusableSince).orderBy('e.id').limit(limit).execute();
  return rows.map((row) => row.id);
}
