import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { ArticleRow, Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';

export type Article = {
  id: string;
  userId: string;
  url: string;
  urlKey: string;
  extractedContentId: string | null;
  summary: string | null;
  tags: string[];
  isArchived: boolean;
  source: string;
  createdAt: number;
  updatedAt: number;
};

/** A list item: the article plus what a card shows from its extracted content. */
export type ArticleListItem = Article & {
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  image: string | null;
};

/** Position after the last item of a page; pages are keyset-paginated, never by OFFSET. */
export type ArticleCursor = { createdAt: number; id: string };

export type ListArticlesQuery = {
  archived: boolean;
  /** Any-of: an article matches when it carries at least one of these tags. */
  tags?: string[];
  after?: ArticleCursor;
  limit: number;
};

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    urlKey: row.url_key,
    extractedContentId: row.extracted_content_id,
    summary: row.summary,
    tags: JSON.parse(row.tags) as string[],
    isArchived: row.is_archived === 1,
    source: row.source,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

async function writeTags(
  trx: Kysely<Database>,
  article: Pick<Article, 'id' | 'userId' | 'createdAt'>,
  tags: string[],
) {
  await trx.deleteFrom('article_tags').where('article_id', '=', article.id).execute();
  if (tags.length === 0) return;
  await trx
    .insertInto('article_tags')
    .values(
      tags.map((tag) => ({
        article_id: article.id,
        user_id: article.userId,
        tag,
        created_at: article.createdAt,
      })),
    )
    .execute();
}

/** Inserts an article and its tags atomically; 'duplicate' when the reader already saved that URL key. */
export async function insertArticle(db: Db, article: Article): Promise<'inserted' | 'duplicate'> {
  try {
    await inTransaction(db, async ({ kysely: trx }) => {
      await trx
        .insertInto('articles')
        .values({
          id: article.id,
          user_id: article.userId,
          url: article.url,
          url_key: article.urlKey,
          extracted_content_id: article.extractedContentId,
          summary: article.summary,
          tags: JSON.stringify(article.tags),
          is_archived: article.isArchived ? 1 : 0,
          source: article.source,
          created_at: article.createdAt,
          updated_at: article.updatedAt,
        })
        .execute();
      await writeTags(trx, article, article.tags);
    });
    return 'inserted';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

export async function findArticle(
  db: Db,
  userId: string,
  id: string,
): Promise<Article | undefined> {
  const row = await db.kysely
    .selectFrom('articles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toArticle(row);
}

export async function findArticleByUrlKey(
  db: Db,
  userId: string,
  urlKey: string,
): Promise<Article | undefined> {
  const row = await db.kysely
    .selectFrom('articles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('url_key', '=', urlKey)
    .executeTakeFirst();
  return row && toArticle(row);
}

/** One page of a reader's articles, newest first. */
export async function listArticles(
  db: Db,
  userId: string,
  query: ListArticlesQuery,
): Promise<ArticleListItem[]> {
  const { after, tags } = query;
  let select = db.kysely
    .selectFrom('articles as a')
    .leftJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .selectAll('a')
    .select([
      'e.title as title',
      'e.excerpt as excerpt',
      'e.site_name as site_name',
      'e.og_image as image',
    ])
    .where('a.user_id', '=', userId)
    .where('a.is_archived', '=', query.archived ? 1 : 0);
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb('a.created_at', '<', after.createdAt),
        eb.and([eb('a.created_at', '=', after.createdAt), eb('a.id', '<', after.id)]),
      ]),
    );
  }
  if (tags && tags.length > 0) {
    // Driven by the tag index: collect the reader's article ids carrying any of the tags
    // (past the cursor), then order those few rows, instead of probing every article.
    select = select.where('a.id', 'in', (eb) => {
      let ids = eb
        .selectFrom('article_tags as t')
        .select('t.article_id')
        .where('t.user_id', '=', userId)
        .where('t.tag', 'in', tags);
      if (after) {
        ids = ids.where((tb) =>
          tb.or([
            tb('t.created_at', '<', after.createdAt),
            tb.and([tb('t.created_at', '=', after.createdAt), tb('t.article_id', '<', after.id)]),
          ]),
        );
      }
      return ids;
    });
  }
  const rows = await select
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    ...toArticle(row),
    title: row.title,
    excerpt: row.excerpt,
    siteName: row.site_name,
    image: row.image,
  }));
}

/** Replaces the tag list; false when the reader has no such article. */
export async function replaceArticleTags(
  db: Db,
  userId: string,
  id: string,
  tags: string[],
  now: number,
): Promise<boolean> {
  return inTransaction(db, async ({ kysely: trx }) => {
    const row = await trx
      .updateTable('articles')
      .set({ tags: JSON.stringify(tags), updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning(['id', 'user_id', 'created_at'])
      .executeTakeFirst();
    if (!row) return false;
    await writeTags(
      trx,
      { id: row.id, userId: row.user_id, createdAt: Number(row.created_at) },
      tags,
    );
    return true;
  });
}

export async function setArticleArchived(
  db: Db,
  userId: string,
  id: string,
  archived: boolean,
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('articles')
    .set({ is_archived: archived ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteArticle(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('articles')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every tag the reader uses, distinct and alphabetical (read from the tag index alone). */
export async function listDistinctTags(db: Db, userId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('article_tags')
    .select('tag')
    .distinct()
    .where('user_id', '=', userId)
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}
