import type { SourceArticle } from './export-source';
import { parseTags, shownTitle } from './export-source';

// The HTML export: the Netscape bookmark file that browsers and read-later services import.
// Articles in the list come first; archived ones sit in a folder named "Archive" (decision 016).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values as HTML text: a title never becomes markup (SECURITY.md 17). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function bookmark(article: SourceArticle, indent: string): string {
  // TAGS is comma-separated, so a comma inside a tag becomes a space.
  const tags = parseTags(article.tags)
    .map((tag) => tag.replaceAll(',', ' '))
    .join(',');
  const attributes = [
    `HREF="${escapeHtml(article.url)}"`,
    `ADD_DATE="${seconds(article.createdAt)}"`,
    `LAST_MODIFIED="${seconds(article.updatedAt)}"`,
    ...(tags ? [`TAGS="${escapeHtml(tags)}"`] : []),
  ];
  return `${indent}<DT><A ${attributes.join(' ')}>${escapeHtml(shownTitle(article))}</A>\n`;
}

export async function* bookmarksExport(input: {
  exportedAt: Date;
  articles: AsyncIterable<SourceArticle>;
}): AsyncGenerator<string> {
  yield [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- This is an automatically generated file.',
    '     It will be read and overwritten.',
    '     DO NOT EDIT! -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE>',
    '<H1>Bookmarks</H1>',
    '<DL><p>',
    '',
  ].join('\n');
  let inArchive = false;
  for await (const article of input.articles) {
    if (article.isArchived && !inArchive) {
      inArchive = true;
      const at = seconds(input.exportedAt.getTime());
      yield `    <DT><H3 ADD_DATE="${at}" LAST_MODIFIED="${at}">Archive</H3>\n    <DL><p>\n`;
    }
    yield bookmark(article, inArchive ? '        ' : '    ');
  }
  if (inArchive) yield '    </DL><p>\n';
  yield '</DL><p>\n';
}
