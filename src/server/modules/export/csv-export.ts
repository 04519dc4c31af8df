import type { SourceArticle } from './export-source';
import { parseTags, shownTitle } from './export-source';

// The CSV export: url, title, tags (joined with "|"), created (ISO), archived; RFC 4180 quoting
// and CRLF line ends.

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
 * gets a leading apostrophe, so opening an export never runs text a web page chose.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(text: string): string {
  const value = defused(text);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRow(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export async function* csvExport(input: {
  articles: AsyncIterable<SourceArticle>;
}): AsyncGenerator<string> {
  yield csvRow(['url', 'title', 'tags', 'created', 'archived']);
  for await (const article of input.articles) {
    yield csvRow([
      article.url,
      shownTitle(article),
      parseTags(article.tags).join('|'),
      new Date(article.createdAt).toISOString(),
      article.isArchived ? 'true' : 'false',
    ]);
  }
}
