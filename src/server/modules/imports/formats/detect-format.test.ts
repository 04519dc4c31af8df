import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImportFormat } from './detect-format';
import {
  ImportFileError,
  importFormats,
  unsupportedFormatMessage,
  type ImportFormat,
} from './import-entry';
import { buildZip } from './testing/build-zip';
import { fixture, makeTempDir, zipFixtureFolder, type TempDir } from './testing/temp-files';

let temp: TempDir;
const files: Record<ImportFormat, string> = {} as Record<ImportFormat, string>;

beforeAll(async () => {
  temp = await makeTempDir();
  files['pocket-zip'] = await temp.write('pocket.zip', await zipFixtureFolder('pocket-export'));
  files['omnivore-zip'] = await temp.write(
    'omnivore.zip',
    await zipFixtureFolder('omnivore-export'),
  );
  files['pocket-csv'] = fixture('pocket-old-header.csv');
  files['pocket-html'] = fixture('pocket-export.html.txt');
  files['instapaper-csv'] = fixture('instapaper-export.csv');
  files['wallabag-json'] = fixture('wallabag-export.json');
  files['readwise-csv'] = fixture('readwise-reader-export.csv');
  files['raindrop-csv'] = fixture('raindrop-export.csv');
  files['netscape-html'] = fixture('netscape-bookmarks.html.txt');
  files['canyon-json'] = fixture('canyon-export.json');
});
afterAll(async () => {
  await temp.remove();
});

async function refusal(path: string): Promise<unknown> {
  return detectImportFormat(path).then(
    (format) => format,
    (error: unknown) => error,
  );
}

describe('detectImportFormat', () => {
  it.each(importFormats)('recognises %s', async (format) => {
    expect(await detectImportFormat(files[format])).toBe(format);
  });

  it('goes by the contents, never the name', async () => {
    const names = ['export.txt', 'bookmarks.html', 'data.json', 'archive.zip', 'no-extension'];
    for (const [index, format] of importFormats.entries()) {
      const renamed = await temp.write(
        `${index}-${names[index % names.length]}`,
        await readFile(files[format]),
      );
      expect(await detectImportFormat(renamed)).toBe(format);
    }
  });

  it('recognises the bare Pocket CSV with the 2025 header, a byte-order mark and UTF-16', async () => {
    expect(await detectImportFormat(fixture('pocket-export/part_000001.csv'))).toBe('pocket-csv');
    const text =
      'title,url,time_added,cursor,tags,status\r\nA,https://example.com/a,1,1,,unread\r\n';
    const bom = await temp.write('bom.csv', `\ufeff${text}`);
    expect(await detectImportFormat(bom)).toBe('pocket-csv');
    const utf16 = await temp.write(
      'utf16.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    );
    expect(await detectImportFormat(utf16)).toBe('pocket-csv');
  });

  it('recognises the older Instapaper header without Tags, and bookmark files without the doctype', async () => {
    const instapaper = await temp.write(
      'old-instapaper.csv',
      'URL,Title,Selection,Folder,Timestamp\nhttps://example.com/a,A,,Unread,1650000000\n',
    );
    expect(await detectImportFormat(instapaper)).toBe('instapaper-csv');
    const bookmarks = await temp.write(
      'no-doctype.html',
      '<HTML><TITLE>Bookmarks</TITLE>\n<DL><p>\n<DT><A HREF="https://example.com/">Example</A>\n</DL>\n',
    );
    expect(await detectImportFormat(bookmarks)).toBe('netscape-html');
  });

  it('tells a JSON export from the start of the file, without reading the rest', async () => {
    const wallabag = await readFile(files['wallabag-json'], 'utf8');
    const truncated = await temp.write(
      'truncated.json',
      wallabag.slice(0, wallabag.indexOf('"id": 4666')),
    );
    expect(await detectImportFormat(truncated)).toBe('wallabag-json');
    const canyon = await temp.write(
      'canyon-start.json',
      '{"exportedAt":"2026-01-01T00:00:00.000Z","profile":{"email":"a@example.com"},"articles":[{"url":',
    );
    expect(await detectImportFormat(canyon)).toBe('canyon-json');
    expect(await detectImportFormat(await temp.write('empty-list.json', '[]'))).toBe(
      'wallabag-json',
    );
  });

  it.each([
    ['an empty file', ''],
    ['plain text', 'Just some notes I wrote.\nNothing to import here.\n'],
    ['a spreadsheet of something else', 'name,email\nAnn,ann@example.com\n'],
    [
      'a web page',
      '<!DOCTYPE html><html><head><title>Hello</title></head><body><p>Hi</p></body></html>',
    ],
    ['another JSON object', '{"bookmarks":[{"url":"https://example.com"}]}'],
    ['a JSON list of numbers', '[1, 2, 3]'],
    ['a JSON list of lists', '[[{"url":"https://example.com","is_archived":1}]]'],
    ['JSON that is not JSON', '{"exportedAt": nope'],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a zip of other files', buildZip([{ name: 'notes/readme.txt', data: 'hello' }])],
    [
      'a zip of some other CSV',
      buildZip([{ name: 'part_000000.csv', data: 'name,email\nAnn,a@b\n' }]),
    ],
  ])('refuses %s as UNSUPPORTED_FORMAT with the sentence for the reader', async (name, data) => {
    const path = await temp.write(`unknown-${name.replaceAll(' ', '-')}`, data);
    const error = await refusal(path);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_FORMAT', message: unsupportedFormatMessage });
  });
});
