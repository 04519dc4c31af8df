import { readCsvEntries } from './csv-entries';
import type { ImportEntry, ImportLimits } from './import-entry';
import { pocketCsv } from './pocket-csv';
import { decodeText } from './text-decoding';
import { isZipToolFile, openZipArchive } from './zip-entries';

// Pocket's export zip (2025): the list in CSV parts part_000000.csv, part_000001.csv, … each
// with the header. Other files (annotations) are not read.

export function isPocketPartName(name: string): boolean {
  return /\.csv$/i.test(name) && !isZipToolFile(name);
}

export async function* readPocketZip(
  filePath: string,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const archive = await openZipArchive(filePath, limits, isPocketPartName);
  try {
    // Zero-padded part numbers sort in order.
    for (const name of [...archive.names].sort()) {
      yield* readCsvEntries(decodeText(archive.read(name)), pocketCsv, limits, name);
    }
  } finally {
    archive.close();
  }
}
