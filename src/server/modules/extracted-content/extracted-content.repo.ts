import type { Db } from '../../db/database';
import type { ExtractedContentRow } from '../../db/schema';

export type OpenGraph = {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  type: string | null;
  url: string | null;
};

export type ExtractedContent = {
  id: string;
  url: string;
  urlKey: string;
  title: string;
  content: string;
  textContent: string;
  excerpt: string | null;
  byline: string | null;
  siteName: string | null;
  length: number;
  openGraph: OpenGraph;
  canonicalUrl: string | null;
  publishedTime: string | null;
  language: string | null;
  extractedAt: number;
  extractedBy: string | null;
  /** Fetched by Canyon itself, so it may serve other readers; pages handed over by a browser never do. */
  shareable: boolean;
};

function toExtractedContent(row: ExtractedContentRow): ExtractedContent {
  return {
    id: row.id,
    url: row.url,
    urlKey: row.url_key,
    title: row.title,
    content: row.content,
    textContent: row.text_content,
    excerpt: row.excerpt,
    byline: row.byline,
    siteName: row.site_name,
    length: Number(row.length),
    openGraph: {
      title: row.og_title,
      description: row.og_description,
      image: row.og_image,
      siteName: row.og_site_name,
      type: row.og_type,
      url: row.og_url,
    },
    canonicalUrl: row.canonical_url,
    publishedTime: row.published_time,
    language: row.language,
    extractedAt: Number(row.extracted_at),
    extractedBy: row.extracted_by,
    shareable: row.shareable === 1,
  };
}

export async function insertExtractedContent(db: Db, content: ExtractedContent): Promise<void> {
  await db.kysely
    .insertInto('extracted_content')
    .values({
      id: content.id,
      url: content.url,
      url_key: content.urlKey,
      title: content.title,
      content: content.content,
      text_content: content.textContent,
      excerpt: content.excerpt,
      byline: content.byline,
      site_name: content.siteName,
      length: content.length,
      og_title: content.openGraph.title,
      og_description: content.openGraph.description,
      og_image: content.openGraph.image,
      og_site_name: content.openGraph.siteName,
      og_type: content.openGraph.type,
      og_url: content.openGraph.url,
      canonical_url: content.canonicalUrl,
      published_time: content.publishedTime,
      language: content.language,
      extracted_at: content.extractedAt,
      extracted_by: content.extractedBy,
      shareable: content.shareable ? 1 : 0,
    })
    .execute();
}

export async function findExtractedContent(
  db: Db,
  id: string,
): Promise<ExtractedContent | undefined> {
  const row = await db.kysely
    .selectFrom('extracted_content')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toExtractedContent(row);
}

/** The newest shareable extraction of this URL key made after `since` (epoch ms), if any. */
export async function findFreshSharedContent(
  db: Db,
  urlKey: string,
  since: number,
): Promise<ExtractedContent | undefined> {
  const row = await db.kysely
    .selectFrom('extracted_content')
    .selectAll()
    .where('url_key', '=', urlKey)
    .where('shareable', '=', 1)
    .where('extracted_at', '>', since)
    .orderBy('extracted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toExtractedContent(row);
}
