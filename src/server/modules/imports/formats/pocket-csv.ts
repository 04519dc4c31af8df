import type { CsvFormat } from './csv-entries';
import { cleanTitle, cleanUrl, epochToMs, splitTags } from './entry-fields';
import { problemAt } from './import-entry';

// Pocket's export (2025): `title,url,time_added,cursor,tags,status`; before that the same
// without `cursor`. time_added is in seconds, tags are joined by "|", status is unread or archive.
const POCKET_COLUMNS = ['title', 'url', 'time_added', 'tags', 'status'];

export function isPocketHeader(columns: readonly string[]): boolean {
  return POCKET_COLUMNS.every((column) => columns.includes(column));
}

export const pocketCsv: CsvFormat = {
  accepts: isPocketHeader,
  toEntry(row, position) {
    const url = cleanUrl(row.get('url'));
    if (url === '') return problemAt(position, 'Missing URL');
    const title = cleanTitle(row.get('title'));
    return {
      kind: 'item',
      position,
      url,
      // Pocket wrote the URL as the title of an item it had no title for.
      title: title === url ? null : title,
      tags: splitTags(row.get('tags'), '|'),
      savedAt: epochToMs(row.get('time_added')),
      archived: row.get('status')?.trim().toLowerCase() === 'archive',
      content: null,
    };
  },
};
