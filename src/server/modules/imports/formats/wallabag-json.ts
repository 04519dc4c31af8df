import { cleanTags, cleanTitle, parseDateText, storableText } from './entry-fields';
import {
  problemAt,
  type ImportEntry,
  type ImportLimits,
  type ImportPosition,
} from './import-entry';
import { urlOrProblem } from './json-entry';
import { isTrue, namesOf, readJsonItems, stringOf, type JsonItem } from './json-items';

// Wallabag's JSON export: an array of entries {id, title, url, is_archived, is_starred, tags,
// content, created_at, …}; is_archived is true/false or 1/0, tags are labels (strings, or
// {label} objects from the API), created_at reads "2016-09-08T11:55:58+0200". Version 1 wrote
// is_read instead of is_archived.
const FIELDS = new Set(['url', 'title', 'tags', 'is_archived', 'is_read', 'created_at', 'content']);

export function wallabagFieldLimit(limits: ImportLimits) {
  return (path: readonly string[]): number | null => {
    const [field, element, key] = path;
    if (field === undefined || !FIELDS.has(field)) return null;
    if (path.length === 1)
      return field === 'content' ? limits.maxContentBytes : limits.maxFieldBytes;
    if (field !== 'tags' || element !== '*') return null;
    if (path.length === 2) return limits.maxFieldBytes;
    return path.length === 3 && (key === 'label' || key === 'name') ? limits.maxFieldBytes : null;
  };
}

function wallabagEntry(item: JsonItem, limits: ImportLimits): ImportEntry {
  const position: ImportPosition = { line: item.index, unit: 'item' };
  if ('problem' in item) return problemAt(position, item.problem);
  const entry = item.object;
  const url = urlOrProblem(entry.get('url'), position, limits);
  if (typeof url !== 'string') return url;
  const title = cleanTitle(stringOf(entry.get('title')));
  const html = stringOf(entry.get('content'));
  return {
    kind: 'item',
    position,
    url,
    title,
    tags: cleanTags(namesOf(entry.get('tags'))),
    savedAt: parseDateText(stringOf(entry.get('created_at'))),
    archived: isTrue(entry.get('is_archived')) || isTrue(entry.get('is_read')),
    content: html !== null && html.trim() !== '' ? { html: storableText(html), title } : null,
  };
}

export async function* readWallabagJson(
  text: AsyncIterable<string>,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const items = readJsonItems(text, {
    arrayKey: null,
    fieldLimit: wallabagFieldLimit(limits),
    limits,
  });
  for await (const item of items) yield wallabagEntry(item, limits);
}
