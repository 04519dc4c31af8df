import { readCanyonJson } from './canyon-json';
import { readCsvEntries } from './csv-entries';
import {
  describeCount,
  ImportFileError,
  resolveImportLimits,
  type ImportEntry,
  type ImportFormat,
  type ImportLimits,
} from './import-entry';
import { instapaperCsv } from './instapaper-csv';
import { readNetscapeHtml } from './netscape-html';
import { readOmnivoreZip } from './omnivore-zip';
import { pocketCsv } from './pocket-csv';
import { readPocketHtml } from './pocket-html';
import { readPocketZip } from './pocket-zip';
import { raindropCsv } from './raindrop-csv';
import { readwiseCsv } from './readwise-csv';
import { readFileText } from './text-decoding';
import { readWallabagJson } from './wallabag-json';

function entriesOf(
  filePath: string,
  format: ImportFormat,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  switch (format) {
    case 'pocket-zip':
      return readPocketZip(filePath, limits);
    case 'pocket-csv':
      return readCsvEntries(readFileText(filePath), pocketCsv, limits);
    case 'pocket-html':
      return readPocketHtml(readFileText(filePath), limits);
    case 'instapaper-csv':
      return readCsvEntries(readFileText(filePath), instapaperCsv, limits);
    case 'omnivore-zip':
      return readOmnivoreZip(filePath, limits);
    case 'wallabag-json':
      return readWallabagJson(readFileText(filePath), limits);
    case 'readwise-csv':
      return readCsvEntries(readFileText(filePath), readwiseCsv, limits);
    case 'raindrop-csv':
      return readCsvEntries(readFileText(filePath), raindropCsv, limits);
    case 'netscape-html':
      return readNetscapeHtml(readFileText(filePath), limits);
    case 'canyon-json':
      return readCanyonJson(readFileText(filePath), limits);
  }
}

/**
 * Every entry of an export, one at a time, in the order of the file: an item, or a problem with
 * its position (the rest still follow). Only a file-level failure throws ImportFileError.
 */
export async function* readImportEntries(
  filePath: string,
  format: ImportFormat,
  limits?: Partial<ImportLimits>,
): AsyncGenerator<ImportEntry> {
  const resolved = resolveImportLimits(limits);
  let count = 0;
  for await (const entry of entriesOf(filePath, format, resolved)) {
    count += 1;
    if (count > resolved.maxItems) {
      throw new ImportFileError(
        'TOO_MANY_ITEMS',
        `This file holds more than ${describeCount(resolved.maxItems)} links, more than Canyon imports at once. Split it into smaller files and import each.`,
      );
    }
    yield entry;
  }
}
