import { csvLimits, readCsvRecords } from './csv-records';
import {
  problemAt,
  unsupportedFormat,
  type ImportEntry,
  type ImportLimits,
  type ImportPosition,
} from './import-entry';

/** One data row, its fields found by (lower-cased) column name. */
export type CsvRow = { get(column: string): string | undefined };

export type CsvFormat = {
  /** Whether a (lower-cased, trimmed) header row is this format's. */
  accepts(columns: readonly string[]): boolean;
  toEntry(row: CsvRow, position: ImportPosition): ImportEntry;
};

export function headerColumns(fields: readonly string[]): string[] {
  return fields.map((field) =>
    field
      .replace(/^\ufeff/, '')
      .trim()
      .toLowerCase(),
  );
}

/**
 * The rows of a CSV export as entries. A file whose header is not the format's is refused;
 * inside an archive (`file` given) such a part is reported as a problem and the others go on.
 */
export async function* readCsvEntries(
  text: AsyncIterable<string>,
  format: CsvFormat,
  limits: ImportLimits,
  file?: string,
): AsyncGenerator<ImportEntry> {
  let header: Map<string, number> | null = null;
  for await (const record of readCsvRecords(text, csvLimits(limits))) {
    const position: ImportPosition =
      file === undefined ? { line: record.line } : { file, line: record.line };
    if (header === null) {
      const columns = 'fields' in record ? headerColumns(record.fields) : null;
      if (columns === null || !format.accepts(columns)) {
        if (file === undefined) throw unsupportedFormat();
        yield problemAt(position, 'Not read: this file in the archive is not part of the export');
        return;
      }
      header = new Map();
      for (const [index, column] of columns.entries()) {
        if (!header.has(column)) header.set(column, index);
      }
      continue;
    }
    if ('error' in record) {
      yield problemAt(position, `Unreadable row: ${record.error}`);
      continue;
    }
    const columns = header;
    const { fields } = record;
    const row: CsvRow = {
      get(column) {
        const index = columns.get(column);
        return index === undefined ? undefined : fields[index];
      },
    };
    yield format.toEntry(row, position);
  }
}
