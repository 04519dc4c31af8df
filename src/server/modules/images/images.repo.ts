import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';

export type ImageStatus = 'pending' | 'stored' | 'failed';

export type ContentImage = {
  contentId: string;
  position: number;
  sourceUrl: string;
  status: ImageStatus;
  hash: string | null;
};

export type ImageBlob = { hash: string; contentType: string; bytes: Buffer; size: number };

type ContentImageRow = {
  content_id: string;
  position: number;
  source_url: string;
  status: string;
  hash: string | null;
};

const IMAGE_FIELDS = ['content_id', 'position', 'source_url', 'status', 'hash'] as const;

function toContentImage(row: ContentImageRow): ContentImage {
  return {
    contentId: row.content_id,
    position: Number(row.position),
    sourceUrl: row.source_url,
    status: row.status as ImageStatus,
    hash: row.hash,
  };
}

/** Records the images a content shows, as pending; a content already planned is left as it is. */
export async function insertContentImages(
  db: Db,
  contentId: string,
  sourceUrls: string[],
  now: number,
): Promise<void> {
  if (sourceUrls.length === 0) return;
  await db.kysely
    .insertInto('content_images')
    .values(
      sourceUrls.map((sourceUrl, position) => ({
        content_id: contentId,
        position,
        source_url: sourceUrl,
        status: 'pending',
        hash: null,
        failure: null,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['content_id', 'position']).doNothing())
    .execute();
}

export async function listContentImages(db: Db, contentId: string): Promise<ContentImage[]> {
  const rows = await db.kysely
    .selectFrom('content_images')
    .select(IMAGE_FIELDS)
    .where('content_id', '=', contentId)
    .orderBy('position')
    .execute();
  return rows.map(toContentImage);
}

export async function findContentImage(
  db: Db,
  contentId: string,
  position: number,
): Promise<ContentImage | undefined> {
  const row = await db.kysely
    .selectFrom('content_images')
    .select(IMAGE_FIELDS)
    .where('content_id', '=', contentId)
    .where('position', '=', position)
    .executeTakeFirst();
  return row && toContentImage(row);
}

/** The Open Graph image of each content (the card thumbnail), for those that have a row for it. */
export async function listThumbnailImages(db: Db, contentIds: string[]): Promise<ContentImage[]> {
  if (contentIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('content_images as ci')
    .innerJoin('extracted_content as e', 'e.id', 'ci.content_id')
    .select(['ci.content_id', 'ci.position', 'ci.source_url', 'ci.status', 'ci.hash'])
    .where('ci.content_id', 'in', contentIds)
    .whereRef('ci.source_url', '=', 'e.og_image')
    .execute();
  return rows.map(toContentImage);
}

/** Bytes already kept for a content's images, for its per-article budget. */
export async function storedImageBytes(db: Db, contentId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('content_images as ci')
    .innerJoin('image_blobs as b', 'b.hash', 'ci.hash')
    .select((eb) => eb.fn.sum<number | string | null>('b.size').as('total'))
    .where('ci.content_id', '=', contentId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Keeps the picture (once per hash) and points the content's image at it, atomically. */
export async function storeContentImage(
  db: Db,
  image: { contentId: string; position: number },
  blob: { hash: string; contentType: string; bytes: Buffer },
  now: number,
): Promise<void> {
  await inTransaction(db, async ({ kysely: trx }) => {
    await trx
      .insertInto('image_blobs')
      .values({
        hash: blob.hash,
        content_type: blob.contentType,
        bytes: blob.bytes,
        size: blob.bytes.byteLength,
        created_at: now,
      })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await trx
      .updateTable('content_images')
      .set({ status: 'stored', hash: blob.hash, failure: null, updated_at: now })
      .where('content_id', '=', image.contentId)
      .where('position', '=', image.position)
      .execute();
  });
}

export async function markContentImageFailed(
  db: Db,
  image: { contentId: string; position: number },
  failure: string,
  now: number,
): Promise<void> {
  await db.kysely
    .updateTable('content_images')
    .set({ status: 'failed', failure: failure.slice(0, 500), updated_at: now })
    .where('content_id', '=', image.contentId)
    .where('position', '=', image.position)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * A picture, only for a reader who has an article showing it: any other reader (and a hash
 * nobody stored) gets nothing, so hashes reveal nothing about other libraries.
 */
export async function findImageBlobForReader(
  db: Db,
  userId: string,
  hash: string,
): Promise<ImageBlob | undefined> {
  const row = await db.kysely
    .selectFrom('image_blobs as b')
    .select(['b.hash', 'b.content_type', 'b.bytes', 'b.size'])
    .where('b.hash', '=', hash)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('content_images as ci')
          .innerJoin('articles as a', 'a.extracted_content_id', 'ci.content_id')
          .select('ci.position')
          .whereRef('ci.hash', '=', 'b.hash')
          .where('a.user_id', '=', userId),
      ),
    )
    .executeTakeFirst();
  return (
    row && {
      hash: row.hash,
      contentType: row.content_type,
      bytes: Buffer.from(row.bytes),
      size: Number(row.size),
    }
  );
}

/** The content an article of this reader shows, or undefined for anyone else's article. */
export async function findReaderArticleContent(
  db: Db,
  userId: string,
  articleId: string,
): Promise<string | null | undefined> {
  const row = await db.kysely
    .selectFrom('articles')
    .select('extracted_content_id')
    .where('user_id', '=', userId)
    .where('id', '=', articleId)
    .executeTakeFirst();
  return row && row.extracted_content_id;
}

/** An article's content id and images, whoever owns it (the background fetch after a save). */
export async function findArticleContent(
  db: Db,
  articleId: string,
): Promise<{ contentId: string; html: string; ogImage: string | null } | undefined> {
  const row = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .select(['e.id', 'e.content', 'e.og_image'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  return row && { contentId: row.id, html: row.content, ogImage: row.og_image };
}

/** Images still waiting to be fetched for contents an article shows, oldest first. */
export async function listPendingImages(
  db: Db,
  limit: number,
): Promise<Array<{ contentId: string; position: number }>> {
  const rows = await db.kysely
    .selectFrom('content_images as ci')
    .select(['ci.content_id', 'ci.position'])
    .where('ci.status', '=', 'pending')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('articles as a')
          .select('a.id')
          .whereRef('a.extracted_content_id', '=', 'ci.content_id'),
      ),
    )
    .orderBy('ci.updated_at')
    .orderBy('ci.content_id')
    .orderBy('ci.position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ contentId: row.content_id, position: Number(row.position) }));
}
