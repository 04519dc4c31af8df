import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { READING_FINISHED_AT, type ReadingState } from '@/shared/articles/article-schemas';
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
  /**
   * A title the reader gave, shown instead of the page's; theirs alone, never in shared content.
   * Read back as undefined when they gave none.
   */
  title?: string | null;
  /** The stored AI summary (issue #13), or null until a reader asks for one. */
  summary: StoredSummary | null;
  tags: string[];
  isArchived: boolean;
  source: string;
  createdAt: number;
  updatedAt: number;
  /** Imported articles: `pending` until their content arrives, `failed` if it cannot. */
  contentStatus?: 'pending' | 'failed' | null;
  /** How far the reader has read, 0..1; read back only once they have started. */
  readingProgress?: number;
};

export type StoredSummary = { points: string[]; provider: string; generatedAt: number };

/** The `summary` column's bullet points, or null; a value that does not read as them is none. */
export function readSummaryPoints(json: string | null): string[] | null {
  if (json === null) return null;
  try {
    const points: unknown = JSON.parse(json);
    if (!Array.isArray(points) || !points.every((p) => typeof p === 'string')) return null;
    return points as string[];
  } catch {
    return null;
  }
}

/** The stored summary, or null. */
function readSummary(row: ArticleRow): StoredSummary | null {
  const points = readSummaryPoints(row.summary);
  if (points === null || row.summary_provider === null) return null;
  return {
    points,
    provider: row.summary_provider,
    generatedAt: Number(row.summary_generated_at ?? row.updated_at),
  };
}

/** A list item: the article plus what a card shows from its extracted content. */
export type ArticleListItem = Article & {
  /** The reader's own title, else the page's. */
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  image: string | null;
  /** Characters of the extracted text, for the reading time without loading the text. */
  textLength: number | null;
  readingProgress: number;
};

/** Position after the last item of a page; pages are keyset-paginated, never by OFFSET. */
export type ArticleCursor = { createdAt: number; id: string };

export type ListArticlesQuery = {
  archived: boolean;
  /** Any-of: an article matches when it carries at least one of these tags. */
  tags?: string[];
  progress?: ReadingState;
  /** By saved date; newest first unless said. */
  sort?: 'newest' | 'oldest';
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
    title: row.title ?? undefined,
    summary: readSummary(row),
    tags: JSON.parse(row.tags) as string[],
    isArchived: row.is_archived === 1,
    source: row.source,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    // Only imported articles carry it; others read back as they were written.
    ...(row.content_status ? { contentStatus: row.content_status } : {}),
    ...(Number(row.reading_progress) > 0 ? { readingProgress: Number(row.reading_progress) } : {}),
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

/** An article as its row is written. */
function articleRow(article: Article) {
  return {
    id: article.id,
    user_id: article.userId,
    url: article.url,
    url_key: article.urlKey,
    extracted_content_id: article.extractedContentId,
    title: article.title ?? null,
    summary: article.summary && JSON.stringify(article.summary.points),
    summary_provider: article.summary?.provider ?? null,
    summary_generated_at: article.summary?.generatedAt ?? null,
    tags: JSON.stringify(article.tags),
    is_archived: article.isArchived ? 1 : 0,
    source: article.source,
    created_at: article.createdAt,
    updated_at: article.updatedAt,
    content_status: article.contentStatus ?? null,
    // Set on insert only by an import that carries it (Canyon's own export).
    reading_progress: article.readingProgress ?? 0,
  };
}

/** Inserts an article and its tags atomically; 'duplicate' when the reader already saved that URL key. */
export async function insertArticle(db: Db, article: Article): Promise<'inserted' | 'duplicate'> {
  try {
    await inTransaction(db, async ({ kysely: trx }) => {
      await trx.insertInto('articles').values(articleRow(article)).execute();
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

/**
 * Up to this many tags, a tag filter reads each tag's newest rows from the tag index and merges
 * them; past it (a rare, hand-made query) one semi-join does, which stays correct but grows with
 * the reader's library.
 */
const MERGED_TAG_LIMIT = 20;

/**
 * The ids (and creation times) of the reader's newest articles carrying any of the tags, past the
 * cursor: for each tag, its first `limit` matching rows walking the tag index newest first, then
 * merged and de-duplicated. The page is among them: any article on it is among the first `limit`
 * of at least one of its tags. Planners cannot read an any-of tag filter in order on their own
 * (PostgreSQL otherwise hashes every one of the reader's articles), so each tag gets its own walk.
 */
function newestTagged(db: Db, userId: string, query: ListArticlesQuery, tags: string[]) {
  const { after, limit } = query;
  const oldest = query.sort === 'oldest';
  const direction = oldest ? 'asc' : 'desc';
  const perTag = tags.map((tag, i) => {
    let walk = db.kysely
      .selectFrom('article_tags as t')
      .innerJoin('articles as x', 'x.id', 't.article_id')
      .select(['t.article_id', 't.created_at'])
      .where('t.user_id', '=', userId)
      .where('t.tag', '=', tag)
      .where('x.user_id', '=', userId)
      .where('x.is_archived', '=', query.archived ? 1 : 0);
    if (query.progress) {
      const progress = query.progress;
      walk = walk.where((eb) => progressFilter(eb, 'x.reading_progress', progress));
    }
    if (after) {
      walk = walk.where((eb) =>
        eb(
          eb.refTuple('t.created_at', 't.article_id'),
          oldest ? '>' : '<',
          eb.tuple(after.createdAt, after.id),
        ),
      );
    }
    const newest = walk
      .orderBy('t.created_at', direction)
      .orderBy('t.article_id', direction)
      .limit(limit);
    // Wrapped, because SQLite allows no ORDER BY or LIMIT on a bare member of a UNION.
    return db.kysely.selectFrom(newest.as(`tag_${i}`)).selectAll();
  });
  return perTag.reduce((merged, next) => merged.union(next));
}

/** The reading-progress filter (READING_FINISHED_AT and readingState() in the shared schema). */
function progressFilter<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: 'a.reading_progress' | 'x.reading_progress',
  progress: ReadingState,
) {
  const ref = sql.ref<number>(column);
  if (progress === 'unread') return eb(ref, '<=', 0);
  if (progress === 'finished') return eb(ref, '>=', READING_FINISHED_AT);
  return eb.and([eb(ref, '>', 0), eb(ref, '<', READING_FINISHED_AT)]);
}

type ListRow = ArticleRow & {
  shown_title: string | null;
  excerpt: string | null;
  site_name: string | null;
  image: string | null;
  text_length: number | null;
};

function withCard(row: ListRow): ArticleListItem {
  return {
    ...toArticle(row),
    title: row.shown_title,
    excerpt: row.excerpt,
    siteName: row.site_name,
    image: row.image,
    textLength: row.text_length === null ? null : Number(row.text_length),
    readingProgress: Number(row.reading_progress),
  };
}

const CARD_FIELDS = [
  sql<string | null>`coalesce(a.title, e.title)`.as('shown_title'),
  'e.excerpt as excerpt',
  'e.site_name as site_name',
  'e.og_image as image',
  'e.length as text_length',
] as const;

/** One page of a reader's articles, newest (or oldest) first. */
export async function listArticles(
  db: Db,
  userId: string,
  query: ListArticlesQuery,
): Promise<ArticleListItem[]> {
  const { after } = query;
  const oldest = query.sort === 'oldest';
  const direction = oldest ? 'asc' : 'desc';
  const tags = [...new Set(query.tags ?? [])];
  if (tags.length > 0 && tags.length <= MERGED_TAG_LIMIT) {
    const rows = await db.kysely
      .selectFrom(newestTagged(db, userId, query, tags).as('m'))
      .innerJoin('articles as a', 'a.id', 'm.article_id')
      .leftJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
      .selectAll('a')
      .select(CARD_FIELDS)
      // No user_id test here: SQLite would then drive the join from all the reader's articles.
      // The walks above already keep to the reader's own.
      .orderBy('m.created_at', direction)
      .orderBy('m.article_id', direction)
      .limit(query.limit)
      .execute();
    return rows.map(withCard);
  }

  let select = db.kysely
    .selectFrom('articles as a')
    .leftJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .selectAll('a')
    .select(CARD_FIELDS)
    .where('a.user_id', '=', userId)
    .where('a.is_archived', '=', query.archived ? 1 : 0);
  if (query.progress) {
    const progress = query.progress;
    select = select.where((eb) => progressFilter(eb, 'a.reading_progress', progress));
  }
  if (after) {
    // A row comparison, so both SQLite and PostgreSQL start the index walk at the cursor.
    select = select.where((eb) =>
      eb(
        eb.refTuple('a.created_at', 'a.id'),
        oldest ? '>' : '<',
        eb.tuple(after.createdAt, after.id),
      ),
    );
  }
  if (tags.length > 0) {
    select = select.where('a.id', 'in', (eb) =>
      eb
        .selectFrom('article_tags as t')
        .select('t.article_id')
        .where('t.user_id', '=', userId)
        .where('t.tag', 'in', tags),
    );
  }
  const rows = await select
    .orderBy('a.created_at', direction)
    .orderBy('a.id', direction)
    .limit(query.limit)
    .execute();
  return rows.map(withCard);
}

/** The reader's articles with these ids as list items, in the order of `ids` (a search's page). */
export async function listArticlesByIds(
  db: Db,
  userId: string,
  ids: string[],
): Promise<ArticleListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('articles as a')
    .leftJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .selectAll('a')
    .select(CARD_FIELDS)
    .where('a.user_id', '=', userId)
    .where('a.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, withCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The extracted text of each of the reader's articles that has one (for search snippets). */
export async function findArticleTexts(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('extracted_content as e', 'e.id', 'a.extracted_content_id')
    .select(['a.id', 'e.text_content'])
    .where('a.user_id', '=', userId)
    .where('a.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.text_content]));
}

/** Where the reader is in the article; updated_at stays (progress is not an edit). */
export async function setReadingProgress(
  db: Db,
  userId: string,
  id: string,
  progress: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('articles')
    .set({ reading_progress: progress })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

/** The reader's articles with any of these URL keys: key → article id. */
export async function findArticleIdsByUrlKeys(
  db: Db,
  userId: string,
  keys: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Chunks keep each statement within the databases' parameter limits.
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db.kysely
      .selectFrom('articles')
      .select(['id', 'url_key'])
      .where('user_id', '=', userId)
      .where('url_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.url_key, row.id);
  }
  return found;
}

/**
 * Inserts many articles with their tags (an import's batch) in the caller's transaction. A URL
 * key the reader saved meanwhile is skipped, not an error; the ids actually inserted come back.
 */
export async function insertArticlesSkippingDuplicates(
  db: Db,
  articles: Article[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let i = 0; i < articles.length; i += 200) {
    const batch = articles.slice(i, i + 200);
    if (batch.length === 0) continue;
    const rows = await db.kysely
      .insertInto('articles')
      .values(batch.map(articleRow))
      .onConflict((oc) => oc.columns(['user_id', 'url_key']).doNothing())
      .returning('id')
      .execute();
    for (const row of rows) inserted.add(row.id);
  }
  const tagRows = articles
    .filter((article) => inserted.has(article.id))
    .flatMap((article) =>
      article.tags.map((tag) => ({
        article_id: article.id,
        user_id: article.userId,
        tag,
        created_at: article.createdAt,
      })),
    );
  for (let i = 0; i < tagRows.length; i += 500) {
    await db.kysely
      .insertInto('article_tags')
      .values(tagRows.slice(i, i + 500))
      .execute();
  }
  return inserted;
}

/** Sets where an article's content stands: its extracted content, or still pending, or failed. */
export async function setArticleContent(
  db: Db,
  userId: string,
  id: string,
  change: { contentId: string | null; status: 'pending' | 'failed' | null },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('articles')
    .set({
      ...(change.contentId ? { extracted_content_id: change.contentId } : {}),
      content_status: change.status,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
