import type { CsvFormat } from './csv-entries';
import { cleanTitle, cleanUrl, parseDateText, parseListText } from './entry-fields';
import { problemAt } from './import-entry';

// Readwise Reader's export: `Title,URL,ID,Document tags,Saved date,Reading progress,Location,Seen`.
// Document tags is a Python list (`['a', 'b']`); Saved date reads "2022-11-06 04:33:50+00:00";
// Location is new, later, shortlist, archive or feed.
const READWISE_COLUMNS = ['title', 'url', 'saved date', 'location'];

export function isReadwiseHeader(columns: readonly string[]): boolean {
  return READWISE_COLUMNS.every((column) => columns.includes(column));
}

export const readwiseCsv: CsvFormat = {
  accepts: isReadwiseHeader,
  toEntry(row, position) {
    const location = row.get('location')?.trim().toLowerCase();
    // Feed items arrive from subscriptions by themselves; the reader never saved them.
    if (location === 'feed') {
      return problemAt(position, 'Not imported: a Readwise Reader feed item, not a saved document');
    }
    const url = cleanUrl(row.get('url'));
    if (url === '') return problemAt(position, 'Missing URL');
    return {
      kind: 'item',
      position,
      url,
      title: cleanTitle(row.get('title')),
      tags: parseListText(row.get('document tags')),
      savedAt: parseDateText(row.get('saved date')),
      archived: location === 'archive',
      content: null,
    };
  },
};
