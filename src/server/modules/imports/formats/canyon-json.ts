import { articleSummarySchema } from '@/shared/articles/article-schemas';
import { cleanTags, cleanText, parseDateText, storableText } from './entry-fields';
import {
  problemAt,
  type ImportEntry,
  type ImportLimits,
  type ImportPosition,
} from './import-entry';
import { urlOrProblem } from './json-entry';
import { isTrue, namesOf, objectOf, readJsonItems, stringOf, type JsonItem } from './json-items';

// Canyon's own JSON export (export/json-export.ts): {exportedAt, profile, articles: [{url, title,
// tags, isArchived, readingProgress, createdAt, content: {title, content, textContent, …} | null,
// …}], usageEvents, contactRequests}. Only the articles are read; the rest is skipped unassembled,
// the profile's reading preferences too: importing a file must not change the reader's settings.
const FIELDS = new Set([
  'url',
  'title',
  'tags',
  'isArchived',
  'readingProgress',
  'createdAt',
  'content',
]);

const readingProgressSchema = articleSummarySchema.shape.readingProgress;

export function canyonFieldLimit(limits: ImportLimits) {
  return (path: readonly string[]): number | null => {
    const [field, inner] = path;
    if (field === undefined || !FIELDS.has(field)) return null;
    if (path.length === 1) return limits.maxFieldBytes;
    if (path.length !== 2) return null;
    if (field === 'tags' && inner === '*') return limits.maxFieldBytes;
    if (field !== 'content') return null;
    if (inner === 'content') return limits.maxContentBytes;
    return inner === 'title' ? limits.maxFieldBytes : null;
  };
}

function canyonEntry(item: JsonItem, limits: ImportLimits): ImportEntry {
  const position: ImportPosition = { line: item.index, unit: 'item' };
  if ('problem' in item) return problemAt(position, item.problem);
  const article = item.object;
  const url = urlOrProblem(article.get('url'), position, limits);
  if (typeof url !== 'string') return url;
  const content = objectOf(article.get('content'));
  const html = stringOf(content?.get('content'));
  // Exports before issue #17 have none; a value out of 0..1 is ignored, never a problem.
  const progress = readingProgressSchema.safeParse(article.get('readingProgress'));
  return {
    kind: 'item',
    position,
    url,
    title: cleanText(stringOf(article.get('title'))),
    tags: cleanTags(namesOf(article.get('tags'))),
    savedAt: parseDateText(stringOf(article.get('createdAt'))),
    archived: isTrue(article.get('isArchived')),
    content:
      html !== null && html.trim() !== ''
        ? { html: storableText(html), title: cleanText(stringOf(content?.get('title'))) }
        : null,
    ...(progress.success ? { readingProgress: progress.data } : {}),
  };
}

export async function* readCanyonJson(
  text: AsyncIterable<string>,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const items = readJsonItems(text, {
    arrayKey: 'articles',
    fieldLimit: canyonFieldLimit(limits),
    limits,
  });
  for await (const item of items) yield canyonEntry(item, limits);
}
