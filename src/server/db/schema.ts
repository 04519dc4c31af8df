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
  /** The reader's own title (migration 005), shown instead of the page's; null for the page's. */
  title: string | null;
  /** JSON array of the AI summary's bullet points (migration 007), or null. */
  summary: string | null;
  /** Who wrote the summary: `extractive` or `<kind>:<model>`. */
  summary_provider: string | null;
  summary_generated_at: number | null;
  /** JSON `{provider, tags}`: tag candidates worked out once for this article (migration 007). */
  tag_candidates: string | null;
  /** JSON array of tag strings, kept in step with article_tags. */
  tags: string;
  is_archived: number;
  source: string;
  created_at: number;
  updated_at: number;
  /** Imported articles (migration 011): `pending` until content arrives, `failed` if it cannot; null once it has. */
  content_status: 'pending' | 'failed' | null;
  /** How far the reader has read, 0..1 (migration 012); not part of updated_at. */
  reading_progress: Generated<number>;
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

/**
 * Better Auth's value formats (db/auth-columns.ts reads and writes them): on SQLite dates are
 * ISO strings and flags 0/1; on PostgreSQL they are Date and boolean.
 */
export type AuthDate = string | Date;
export type AuthFlag = number | boolean;

/** Better Auth's user table, carrying the spec's user-record fields (Canyon's formats). */
export interface UserTable {
  id: string;
  /** The display name; empty when the reader gave none. */
  name: string;
  email: string;
  emailVerified: AuthFlag;
  /** The photo URL. */
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  plan: string;
  authProvider: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  /** Epoch milliseconds. */
  currentPeriodEnd: number | null;
  /** 0/1. */
  cancelAtPeriodEnd: number;
  /** JSON of the reader's preferences (migration 012); null until one is changed. */
  readerPreferences: Generated<string | null>;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: number;
}

export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  /** SHA-256 of the token's secret part, hex. */
  secret_hash: string;
  created_at: number;
  last_used_at: number | null;
}

export interface UsageEventsTable {
  id: string;
  user_id: string;
  type: string;
  /** JSON object of strings. */
  data: string;
  created_at: number;
}

/** One picture, stored once however many articles show it (migration 006). */
export interface ImageBlobsTable {
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** The sniffed type: image/jpeg, image/png, image/gif, image/webp or image/avif. */
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: number;
}

/** An image an extracted content shows, and how far fetching it has got. */
export interface ContentImagesTable {
  content_id: string;
  /** Order in the content; the Open Graph image comes after the body's images unless among them. */
  position: number;
  source_url: string;
  /** 'pending' | 'stored' | 'failed'. */
  status: string;
  /** Set once stored. */
  hash: string | null;
  /** Why fetching failed, for operators. */
  failure: string | null;
  updated_at: number;
}

/** A Stripe webhook event already taken in (migration 008); a repeat of its id is ignored. */
export interface BillingEventsTable {
  /** Stripe's event id (evt_…). */
  id: string;
  type: string;
  received_at: number;
}

export interface ContactRequestsTable {
  id: string;
  /** The signed-in reader who sent it; null for a visitor. */
  user_id: string | null;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  /** 0/1: sent by a Pro reader. */
  priority: number;
  /** `pending` while the mail is on its way, then `sent` or `failed`; `not_sent` without SUPPORT_EMAIL. */
  mail_status: 'pending' | 'sent' | 'failed' | 'not_sent';
  created_at: number;
}

export interface ImportsTable {
  id: string;
  user_id: string;
  status: 'reading' | 'fetching' | 'done' | 'failed';
  format: string;
  file_name: string;
  file_size: number;
  /** Why reading the file stopped, in the reader's words. */
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** An uploaded file in pieces, until it has been read. */
export interface ImportFilePartsTable {
  import_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface ImportItemsTable {
  id: string;
  import_id: string;
  user_id: string;
  ordinal: number;
  /** Where the entry stands in the file: "line 14", "part_000001.csv, line 3", "item 7". */
  position: string;
  url: string;
  title: string | null;
  outcome: 'added' | 'duplicate' | 'invalid';
  content_state: 'pending' | 'fetched' | 'failed' | null;
  message: string | null;
  article_id: string | null;
  captured_html: string | null;
  updated_at: number;
}

/** The job queue on SQLite (src/server/jobs/sqlite-job-queue.ts); pg-boss's on PostgreSQL. */
export interface JobsTable {
  id: string;
  queue: string;
  /** JSON. */
  data: string;
  state: 'created' | 'active' | 'completed' | 'failed';
  priority: number;
  retry_count: number;
  start_after: number;
  /** The process holding an active job, and until when. */
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

/**
 * SQLite only (migration 012): the stable integer row of each article in the FTS5 index
 * `article_search`, kept by triggers. PostgreSQL keeps `article_search(article_id, document)`.
 */
export interface ArticleSearchDocsTable {
  doc: Generated<number>;
  article_id: string;
}

export interface Database {
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  extracted_content: ExtractedContentTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  api_tokens: ApiTokensTable;
  usage_events: UsageEventsTable;
  image_blobs: ImageBlobsTable;
  content_images: ContentImagesTable;
  billing_events: BillingEventsTable;
  contact_requests: ContactRequestsTable;
  jobs: JobsTable;
  imports: ImportsTable;
  import_file_parts: ImportFilePartsTable;
  import_items: ImportItemsTable;
  article_search_docs: ArticleSearchDocsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ExtractedContentRow = Selectable<ExtractedContentTable>;
export type NewExtractedContentRow = Insertable<ExtractedContentTable>;
export type UserRow = Selectable<UserTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
