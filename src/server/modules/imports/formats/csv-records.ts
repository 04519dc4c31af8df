import { describeBytes, describeCount, type ImportLimits } from './import-entry';

// A streaming RFC 4180 reader that keeps going past a bad row. csv-parse was tried first: with
// skip_records_with_error it silently drops the rows that follow a bad one, and with
// max_record_size it drops the rest of the chunk, so a malformed row could hide good ones.

export type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

export type CsvLimits = { maxFieldBytes: number; maxRecordBytes: number; maxFields: number };

export function csvLimits(limits: ImportLimits): CsvLimits {
  return {
    maxFieldBytes: limits.maxFieldBytes,
    // A row holds a handful of fields; room for several full ones, never unbounded.
    maxRecordBytes: 4 * limits.maxFieldBytes,
    maxFields: 1_000,
  };
}

const SPECIAL = /[",\r\n]/g;

function countLineFeeds(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', start); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) {
    count += 1;
  }
  return count;
}

/** Push text in, get whole records out; memory stays within the limits whatever the input. */
export class CsvRecordReader {
  private line = 1;
  private recordLine = 1;
  private fields: string[] = [];
  private field: string[] = [];
  private fieldBytes = 0;
  private recordBytes = 0;
  private fieldStarted = false;
  private quoted = false;
  private afterQuote = false;
  private skipLineFeed = false;
  private error: string | null = null;

  constructor(private readonly limits: CsvLimits) {}

  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (this.skipLineFeed && text.length > 0) {
      this.skipLineFeed = false;
      if (text[0] === '\n') i = 1;
    }
    while (i < text.length) {
      if (this.quoted) {
        const quote = text.indexOf('"', i);
        const end = quote === -1 ? text.length : quote;
        this.append(text, i, end);
        this.line += countLineFeeds(text, i, end);
        if (quote === -1) break;
        this.quoted = false;
        this.afterQuote = true;
        i = quote + 1;
        continue;
      }
      if (this.afterQuote) {
        const c = text[i];
        if (c === '"') {
          this.append('"', 0, 1);
          this.quoted = true;
          this.afterQuote = false;
          i += 1;
          continue;
        }
        if (c === ' ' || c === '\t') {
          i += 1;
          continue;
        }
        this.afterQuote = false;
        if (c !== ',' && c !== '\n' && c !== '\r')
          this.fail('unexpected text after a closing quote');
      }
      SPECIAL.lastIndex = i;
      const match = SPECIAL.exec(text);
      const end = match ? match.index : text.length;
      if (end > i) {
        this.append(text, i, end);
        this.fieldStarted = true;
      }
      if (!match) break;
      const c = text[end];
      i = end + 1;
      if (c === ',') {
        this.endField();
      } else if (c === '"') {
        // A quote opens a quoted field only at its start; elsewhere it is kept as written.
        if (this.fieldStarted) this.append('"', 0, 1);
        else this.quoted = true;
        this.fieldStarted = true;
      } else {
        if (c === '\r') {
          if (i < text.length) {
            if (text[i] === '\n') i += 1;
          } else {
            this.skipLineFeed = true;
          }
        }
        this.endRecord(out);
        this.line += 1;
        this.recordLine = this.line;
      }
    }
    return out;
  }

  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.quoted) {
      // Whatever else went wrong, the unclosed quote is why the rest of the file is lost.
      this.fail('');
      this.error =
        'a quoted field opened on this line is never closed, so the rest of the file is unreadable';
    }
    if (this.error !== null || this.fields.length > 0 || this.fieldStarted) this.endRecord(out);
    return out;
  }

  private append(text: string, start: number, end: number): void {
    if (this.error !== null) return;
    const piece = text.slice(start, end);
    const bytes = Buffer.byteLength(piece);
    this.fieldBytes += bytes;
    this.recordBytes += bytes;
    if (this.fieldBytes > this.limits.maxFieldBytes) {
      this.fail(`a field is longer than ${describeBytes(this.limits.maxFieldBytes)}`);
    } else if (this.recordBytes > this.limits.maxRecordBytes) {
      this.fail(`the row is longer than ${describeBytes(this.limits.maxRecordBytes)}`);
    } else {
      this.field.push(piece);
    }
  }

  private endField(): void {
    if (this.error === null) {
      if (this.fields.length >= this.limits.maxFields) {
        this.fail(`the row has more than ${describeCount(this.limits.maxFields)} fields`);
      } else {
        this.fields.push(this.field.join(''));
      }
    }
    this.field = [];
    this.fieldBytes = 0;
    this.fieldStarted = false;
  }

  private endRecord(out: CsvRecord[]): void {
    this.endField();
    if (this.error !== null) {
      out.push({ line: this.recordLine, error: this.error });
    } else if (!(this.fields.length === 1 && this.fields[0] === '')) {
      out.push({ line: this.recordLine, fields: this.fields });
    }
    this.fields = [];
    this.recordBytes = 0;
    this.error = null;
  }

  private fail(message: string): void {
    this.error ??= message;
    this.field = [];
    this.fields = [];
  }
}

export async function* readCsvRecords(
  text: AsyncIterable<string>,
  limits: CsvLimits,
): AsyncGenerator<CsvRecord> {
  const reader = new CsvRecordReader(limits);
  for await (const chunk of text) yield* reader.push(chunk);
  yield* reader.end();
}
