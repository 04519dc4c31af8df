import type { CsvFormat } from './csv-entries';
import { cleanTags, cleanTitle, cleanUrl, parseDateText, splitTags } from './entry-fields';
import { problemAt } from './import-entry';

// Raindrop's CSV export: `id,title,note,excerpt,url,folder,tags,created,cover,highlights,favorite`
// (older ones lack id, note and favorite). Tags are comma-separated, created is ISO 8601, and
// folder is the collection path, nested ones joined by "/".
const RAINDROP_EXTRA_COLUMNS = ['excerpt', 'highlights', 'cover', 'created', 'note'];

export function isRaindropHeader(columns: readonly string[]): boolean {
  return (
    columns.includes('url') &&
    columns.includes('folder') &&
    RAINDROP_EXTRA_COLUMNS.some((column) => columns.includes(column))
  );
}

/**
 * Each collection in the path becomes a tag, except Raindrop's own "Unsorted"; a collection
 * named Archive marks the item archived instead of tagging it.
 */
function readFolder(folder: string | undefined): { tags: string[]; archived: boolean } {
  const names = splitTags(folder, '/');
  const archived = names.some((name) => name.toLowerCase() === 'archive');
  const tags = names.filter((name) => !['archive', 'unsorted'].includes(name.toLowerCase()));
  return { tags, archived };
}

export const raindropCsv: CsvFormat = {
  accepts: isRaindropHeader,
  toEntry(row, position) {
    const url = cleanUrl(row.get('url'));
    if (url === '') return problemAt(position, 'Missing URL');
    const folder = readFolder(row.get('folder'));
    return {
      kind: 'item',
      position,
      url,
      title: cleanTitle(row.get('title')),
      tags: cleanTags([...splitTags(row.get('tags'), ','), ...folder.tags]),
      savedAt: parseDateText(row.get('created')),
      archived: folder.archived,
      content: null,
    };
  },
};
