import { describe, expect, it } from 'vitest';
import { CsvRecordReader, type CsvRecord } from './csv-records';

const limits = { maxFieldBytes: 100, maxRecordBytes: 250, maxFields: 5 };

function read(text: string, chunkSize = text.length || 1): CsvRecord[] {
  const reader = new CsvRecordReader(limits);
  const records: CsvRecord[] = [];
  for (let at = 0; at < text.length; at += chunkSize)
    records.push(...reader.push(text.slice(at, at + chunkSize)));
  records.push(...reader.end());
  return records;
}

describe('CsvRecordReader', () => {
  const text = 'a,b,c\r\n"x, y","say ""hi""",\n"two\nlines",2,3\n\n\nlast,,"q"\r\nno end';
  const expected: CsvRecord[] = [
    { line: 1, fields: ['a', 'b', 'c'] },
    { line: 2, fields: ['x, y', 'say "hi"', ''] },
    { line: 3, fields: ['two\nlines', '2', '3'] },
    { line: 7, fields: ['last', '', 'q'] },
    { line: 8, fields: ['no end'] },
  ];

  it('reads quotes, escaped quotes, quoted newlines, CRLF and blank lines', () => {
    expect(read(text)).toEqual(expected);
  });

  it('reads the same whatever the chunk boundaries (inside quotes, between CR and LF)', () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(read(text, size)).toEqual(expected);
  });

  it('keeps a quote that is not at the start of a field, as spreadsheets do', () => {
    expect(read('5" screen,b\n')).toEqual([{ line: 1, fields: ['5" screen', 'b'] }]);
  });

  it('tolerates spaces after a closing quote, reports other text there and goes on', () => {
    expect(read('"a" ,b\n"a"x,b\nc,d\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'unexpected text after a closing quote' },
      { line: 3, fields: ['c', 'd'] },
    ]);
  });

  it('reports an over-long field, row or field count and goes on with the next row', () => {
    const long = 'x'.repeat(101);
    expect(
      read(
        `${long},b\n"${long}\n${long}",b\n${'y'.repeat(90)},${'y'.repeat(90)},${'y'.repeat(90)}\n1,2,3,4,5,6\nok\n`,
      ),
    ).toEqual([
      { line: 1, error: 'a field is longer than 100 bytes' },
      { line: 2, error: 'a field is longer than 100 bytes' },
      { line: 4, error: 'the row is longer than 250 bytes' },
      { line: 5, error: 'the row has more than 5 fields' },
      { line: 6, fields: ['ok'] },
    ]);
  });

  it('counts bytes, not characters', () => {
    expect(read(`${'é'.repeat(51)}\n${'é'.repeat(50)}\n`)).toEqual([
      { line: 1, error: 'a field is longer than 100 bytes' },
      { line: 2, fields: ['é'.repeat(50)] },
    ]);
  });

  it('reports a quote never closed at the row that opened it', () => {
    expect(read('a,b\n"open,c\nd,e\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      {
        line: 2,
        error:
          'a quoted field opened on this line is never closed, so the rest of the file is unreadable',
      },
    ]);
  });
});
