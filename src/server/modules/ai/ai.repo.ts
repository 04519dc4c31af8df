import type { Db } from '../../db/database';
import type { StoredSummary } from '../articles/articles.repo';

/** Keeps the reader's new summary on their article; false when the article is gone. */
export async function storeSummary(
  db: Db,
  userId: string,
  articleId: string,
  summary: StoredSummary,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('articles')
    .set({
      summary: JSON.stringify(summary.points),
      summary_provider: summary.provider,
      summary_generated_at: summary.generatedAt,
    })
    .where('user_id', '=', userId)
    .where('id', '=', articleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type TagCandidates = { provider: string; tags: string[] };

export async function readTagCandidates(
  db: Db,
  userId: string,
  articleId: string,
): Promise<TagCandidates | null> {
  const row = await db.kysely
    .selectFrom('articles')
    .select('tag_candidates')
    .where('user_id', '=', userId)
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!row?.tag_candidates) return null;
  try {
    const value = JSON.parse(row.tag_candidates) as Partial<TagCandidates>;
    if (typeof value.provider !== 'string' || !Array.isArray(value.tags)) return null;
    return { provider: value.provider, tags: value.tags.filter((t) => typeof t === 'string') };
  } catch {
    return null;
  }
}

export async function storeTagCandidates(
  db: Db,
  userId: string,
  articleId: string,
  candidates: TagCandidates,
): Promise<void> {
  await db.kysely
    .updateTable('articles')
    .set({ tag_candidates: JSON.stringify(candidates) })
    .where('user_id', '=', userId)
    .where('id', '=', articleId)
    .execute();
}
