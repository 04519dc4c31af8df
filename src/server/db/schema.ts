import type { Generated, Insertable, Selectable } from 'kysely';

// Times are milliseconds since the epoch and flags are 0/1 on both dialects, so rows read
// the same from SQLite and PostgreSQL (docs/decisions/001-sqlite-and-postgres-through-kysely.md).

export interface ArticlesTable {
  id: string;
  user_id: string;
  /** As the reader gave it, trimmed. */
  url: string;
  /** Normalised form used for duplicate detection (src/shared/url-key.ts). */
  url_key: string;
  extracted_content_id: string | null;
  summary: string | null;
  /** JSON array of tag strings, kept in step with article_tags. */
  tags: string;
  is_archived: number;
  source: string;
  created_at: number;
  updated_at: number;
}

export interface ArticleTagsTable {
  article_id: string;
  user_id: string;
  tag: string;
  /** Copy of the article's created_at so tag-filtered pages read in index order. */
  created_at: number;
}

export interface ExtractedContentTable {
  id: string;
  url: string;
  url_key: string;
  title: string;
  content: string;
  text_content: string;
  excerpt: string | null;
  byline: string | null;
  site_name: string | null;
  length: number;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  og_site_name: string | null;
  og_type: string | null;
  og_url: string | null;
  canonical_url: string | null;
  published_time: string | null;
  language: string | null;
  extracted_at: number;
  extracted_by: string | null;
  /** 1 when Canyon fetched the page itself; only those rows are reused for other readers. */
  shareable: Generated<number>;
}

export interface Database {
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  extracted_content: ExtractedContentTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ExtractedContentRow = Selectable<ExtractedContentTable>;
export type NewExtractedContentRow = Insertable<ExtractedContentTable>;
