import type { UserRecord } from '@/shared/auth/user-record';
import { readSummaryPoints } from '../articles/articles.repo';
import type { StoredContactRequest } from '../support/contact.repo';
import type { ExportEventRow } from './export.repo';
import { parseTags, type SourceArticle } from './export-source';

// The JSON export (spec exportUserData), written piece by piece yet exactly what
// JSON.stringify(document, null, 2) would give for the whole document.

export type JsonExportInput = {
  exportedAt: Date;
  profile: UserRecord;
  articles: AsyncIterable<SourceArticle>;
  events: AsyncIterable<ExportEventRow>;
  contactRequests: AsyncIterable<StoredContactRequest>;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A value pretty-printed as it sits `depth` levels into the document. */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);
}

function profileOf(record: UserRecord) {
  return {
    email: record.email,
    displayName: record.displayName,
    photoURL: record.photoURL,
    plan: record.plan,
    authProvider: record.authProvider,
    emailVerified: record.emailVerified,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    subscriptionStatus: record.subscriptionStatus,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    preferences: record.preferences,
  };
}

function articleOf(article: SourceArticle) {
  return {
    url: article.url,
    title: article.title || article.contentTitle,
    tags: parseTags(article.tags),
    isArchived: article.isArchived,
    readingProgress: article.readingProgress,
    source: article.source,
    createdAt: iso(article.createdAt),
    updatedAt: iso(article.updatedAt),
    summary: readSummaryPoints(article.summary),
    summaryProvider: article.summaryProvider,
    summaryGeneratedAt:
      article.summaryGeneratedAt === null ? null : iso(article.summaryGeneratedAt),
    content: article.contentId
      ? {
          title: article.contentTitle,
          byline: article.byline,
          siteName: article.siteName,
          excerpt: article.excerpt,
          textContent: article.body?.textContent ?? null,
          content: article.body?.content ?? null,
          publishedTime: article.publishedTime,
          language: article.language,
        }
      : null,
  };
}

function eventOf(event: ExportEventRow) {
  let data: unknown = {};
  try {
    data = JSON.parse(event.data);
  } catch {
    // Stored by Canyon as JSON; an unreadable one exports as empty.
  }
  return { type: event.type, data, createdAt: iso(event.createdAt) };
}

function contactRequestOf(request: StoredContactRequest) {
  return {
    name: request.name,
    email: request.email,
    category: request.category,
    subject: request.subject,
    message: request.message,
    priority: request.priority === 1,
    createdAt: iso(request.created_at),
  };
}

/** `"key": [ ...items ]` one item at a time; `[]` when there are none. */
async function* arrayMember<T>(
  key: string,
  items: AsyncIterable<T>,
  present: (item: T) => unknown,
): AsyncGenerator<string> {
  let first = true;
  yield `  ${JSON.stringify(key)}: `;
  for await (const item of items) {
    yield `${first ? '[\n' : ',\n'}    ${nested(present(item), 2)}`;
    first = false;
  }
  yield first ? '[]' : '\n  ]';
}

export async function* jsonExport(input: JsonExportInput): AsyncGenerator<string> {
  yield `{\n  "exportedAt": ${JSON.stringify(input.exportedAt.toISOString())},\n`;
  yield `  "profile": ${nested(profileOf(input.profile), 1)},\n`;
  yield* arrayMember('articles', input.articles, articleOf);
  yield ',\n';
  yield* arrayMember('usageEvents', input.events, eventOf);
  yield ',\n';
  yield* arrayMember('contactRequests', input.contactRequests, contactRequestOf);
  yield '\n}\n';
}
