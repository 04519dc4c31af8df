import type { CsvFormat } from './csv-entries';
import {
  cleanTags,
  cleanText,
  cleanTitle,
  cleanUrl,
  epochToMs,
  parseListText,
} from './entry-fields';
import { problemAt } from './import-entry';

// Instapaper's export: `URL,Title,Selection,Folder,Timestamp` and, since tags arrived (2024),
// `Tags` as a JSON list. Folder is Unread (the home list), Archive, Starred or a folder of the
// reader's; Archive means archived, and every folder but Unread and Archive becomes a tag.
const INSTAPAPER_COLUMNS = ['url', 'title', 'selection', 'folder', 'timestamp'];

export function isInstapaperHeader(columns: readonly string[]): boolean {
  return INSTAPAPER_COLUMNS.every((column) => columns.includes(column));
}

export const instapaperCsv: CsvFormat = {
  accepts: isInstapaperHeader,
  toEntry(row, position) {
    const url = cleanUrl(row.get('url'));
    if (url === '') return problemAt(position, 'Missing URL');
    const folder = cleanText(row.get('folder'));
    const folderKey = folder?.toLowerCase();
    const folderTag = folderKey === 'unread' || folderKey === 'archive' ? null : folder;
    return {
      kind: 'item',
      position,
      url,
      title: cleanTitle(row.get('title')),
      tags: cleanTags([...parseListText(row.get('tags')), folderTag]),
      savedAt: epochToMs(row.get('timestamp')),
      archived: folderKey === 'archive',
      content: null,
    };
  },
};
