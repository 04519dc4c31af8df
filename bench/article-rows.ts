// Where each generated article sits in the benchmarks' libraries, and its rows. Shared by the
// list and search data so both lay a library out alike: article i is the reader's when i is a
// multiple of 10 and one of 997 other readers' otherwise, saved a second after article i - 1,
// and one in 17 of the other readers' articles is archived.
import type { Insertable } from 'kysely';
import type { ArticleTagsTable, NewArticleRow } from '../src/server/db/schema';

export const FIRST_CREATED_AT = 1_700_000_000_000;

export type ArticleSlot = {
  id: string;
  userId: string;
  /** Its extracted content's id (each article has content of its own). */
  contentId: string;
  url: string;
  createdAt: number;
  archived: boolean;
};

export function articleSlot(i: number, readerId: string): ArticleSlot {
  const userId = i % 10 === 0 ? readerId : `user-${i % 997}`;
  return {
    id: `a-${String(i).padStart(7, '0')}`,
    userId,
    contentId: `c-${String(i).padStart(7, '0')}`,
    url: `https://example.com/${i}`,
    createdAt: FIRST_CREATED_AT + i * 1000,
    archived: userId !== readerId && i % 17 === 0,
  };
}

/** The article's row, pointing at its content, and a row for each of its tags. */
export function articleRows(
  slot: ArticleSlot,
  tags: string[],
): { article: NewArticleRow; tags: Insertable<ArticleTagsTable>[] } {
  const { id, userId, url, createdAt } = slot;
  return {
    article: {
      id,
      user_id: userId,
      url,
      url_key: url,
      extracted_content_id: slot.contentId,
      summary: null,
      tags: JSON.stringify(tags),
      is_archived: slot.archived ? 1 : 0,
      source: 'web',
      created_at: createdAt,
      updated_at: createdAt,
    },
    tags: tags.map((tag) => ({ article_id: id, user_id: userId, tag, created_at: createdAt })),
  };
}
