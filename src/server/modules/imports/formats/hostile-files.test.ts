import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImportFormat } from './detect-format';
import {
  ImportFileError,
  type ImportEntry,
  type ImportFormat,
  type ImportLimits,
} from './import-entry';
import { readImportEntries } from './read-import';
import { buildZip, deflatedZeros, type ZipFileSpec } from './testing/build-zip';
import { collect, itemsOf, makeTempDir, problemsOf, type TempDir } from './testing/temp-files';

// Files built to hurt: each ends as a clean ImportFileError or as problems for its bad entries,
// never as a crash, a hang or unbounded memory.

const MiB = 1024 * 1024;
const POCKET_HEADER = 'title,url,time_added,cursor,tags,status\n';
const pocketRow = (n: number) =>
  `Item ${n},https://example.com/${n},${1700000000 + n},${n},,unread\n`;

let temp: TempDir;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(async () => {
  await temp.remove();
});

/** The entries read before a failure, and the failure. */
async function readUntilFailure(
  path: string,
  format: ImportFormat,
  limits?: Partial<ImportLimits>,
): Promise<{ entries: ImportEntry[]; error: unknown }> {
  const entries: ImportEntry[] = [];
  try {
    for await (const entry of readImportEntries(path, format, limits)) entries.push(entry);
  } catch (error) {
    return { entries, error };
  }
  return { entries, error: null };
}

async function detectionError(path: string): Promise<unknown> {
  return detectImportFormat(path).then(
    () => null,
    (error: unknown) => error,
  );
}

/** The highest heap use seen while `work` runs, above what it was before. */
async function heapGrowth(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak - before;
}

/** Writes a large file piece by piece, never holding it whole. */
async function writeLarge(name: string, pieces: Iterable<string>): Promise<string> {
  const path = `${temp.dir}/${name}`;
  const stream = createWriteStream(path);
  for (const piece of pieces) {
    if (!stream.write(piece)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
  return path;
}

function* repeat(piece: string, times: number): Generator<string> {
  for (let i = 0; i < times; i += 1) yield piece;
}

describe('zip bombs', () => {
  it('stops a small archive that inflates past maxExpandedBytes, whatever it holds', async () => {
    const rows = POCKET_HEADER + Array.from({ length: 40_000 }, (_, n) => pocketRow(n)).join('');
    const zip = await temp.write(
      'bomb-rows.zip',
      buildZip([{ name: 'part_000000.csv', data: rows }]),
    );
    const { entries, error } = await readUntilFailure(zip, 'pocket-zip', { maxExpandedBytes: MiB });
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
    expect((error as Error).message).toBe(
      'This archive expands to more than 1 MiB when unpacked, more than Canyon reads from one import.',
    );
    // What inflated before the limit was read; nothing past it.
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThan(40_000);
  });

  it('refuses a real bomb (2 GiB of zeros in 2 MiB of zip) before inflating it', async () => {
    const zip = await temp.write(
      'bomb-2g.zip',
      buildZip([
        { name: 'part_000000.csv', data: POCKET_HEADER + pocketRow(1) },
        { name: 'part_000001.csv', data: deflatedZeros(2048) },
      ]),
    );
    const { entries, error } = await readUntilFailure(zip, 'pocket-zip');
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
    expect((error as Error).message).toBe(
      'This archive holds a file that unpacks to more than 100 times its packed size, which no export does. Canyon does not read such archives.',
    );
    // The part before the bomb was read.
    expect(itemsOf(entries).map((item) => item.url)).toEqual(['https://example.com/1']);
  });

  it('refuses a file declaring 20 MiB packed into 20 KiB, but reads a small one packed as tightly', async () => {
    const large = await temp.write(
      'tight-large.zip',
      buildZip([{ name: 'part_000000.csv', data: deflatedZeros(20) }]),
    );
    expect((await readUntilFailure(large, 'pocket-zip')).error).toMatchObject({
      code: 'ZIP_BOMB',
    });
    // 4 MiB of one repeated row packs over 300 times; small files are never judged by it.
    const rows = POCKET_HEADER + pocketRow(7).repeat(Math.floor((4 * MiB) / pocketRow(7).length));
    const small = await temp.write(
      'tight-small.zip',
      buildZip([{ name: 'part_000000.csv', data: rows }]),
    );
    const { entries, error } = await readUntilFailure(small, 'pocket-zip');
    expect(error).toBeNull();
    expect(itemsOf(entries).length).toBeGreaterThan(50_000);
  });

  it('stops a bomb that passes the ratio check at the default limit, in bounded memory', async () => {
    const zip = await temp.write(
      'bomb.zip',
      buildZip([{ name: 'part_000000.csv', data: deflatedZeros(1100) }]),
    );
    let error: unknown = null;
    const growth = await heapGrowth(async () => {
      ({ error } = await readUntilFailure(zip, 'pocket-zip', { maxExpansionRatio: Infinity }));
    });
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
    expect((error as Error).message).toMatch(/^This archive expands to more than 1 GiB/);
    expect(growth).toBeLessThan(64 * MiB);
  }, 90_000);

  it('stops an archive whose headers claim small sizes but inflate to far more', async () => {
    const zip = await temp.write(
      'lying-small.zip',
      buildZip([
        { name: 'part_000000.csv', data: deflatedZeros(50), declaredSize: 1000 },
        { name: 'content/x.html', data: deflatedZeros(50), declaredSize: 10 },
      ]),
    );
    const { error } = await readUntilFailure(zip, 'pocket-zip');
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
  });

  it('counts inflated bytes itself, so headers claiming the limit is not reached change nothing', async () => {
    // Three parts, each under the limit and truthful, together over it.
    const part = POCKET_HEADER + 'x'.repeat(400 * 1024) + '\n';
    const zip = await temp.write(
      'many-parts.zip',
      buildZip(
        ['a', 'b', 'c'].map((name): ZipFileSpec => ({ name: `part_${name}.csv`, data: part })),
      ),
    );
    const { error } = await readUntilFailure(zip, 'pocket-zip', { maxExpandedBytes: MiB });
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
  });

  it('reads an archive whose headers claim more than it holds as damaged', async () => {
    const zip = await temp.write(
      'lying-large.zip',
      buildZip([
        { name: 'part_000000.csv', data: POCKET_HEADER + pocketRow(1), declaredSize: 5 * MiB },
      ]),
    );
    const { error } = await readUntilFailure(zip, 'pocket-zip');
    expect(error).toMatchObject({ code: 'DAMAGED_FILE' });
  });
});

describe('unsafe archives', () => {
  it.each(['../../etc/passwd', '/abs', 'C:\\x', 'C:/windows/x.csv', 'export/../../escape.csv'])(
    'refuses an entry named %s, in detection and in reading',
    async (name) => {
      const zip = await temp.write(
        `traversal-${encodeURIComponent(name)}.zip`,
        buildZip([
          { name: 'part_000000.csv', data: POCKET_HEADER + pocketRow(1) },
          { name, data: 'root:x:0:0' },
        ]),
      );
      const detected = await detectionError(zip);
      expect(detected).toBeInstanceOf(ImportFileError);
      expect(detected).toMatchObject({ code: 'UNSAFE_ARCHIVE' });
      expect((detected as Error).message).toContain('points outside the archive');
      const { entries, error } = await readUntilFailure(zip, 'pocket-zip');
      expect(error).toMatchObject({ code: 'UNSAFE_ARCHIVE' });
      expect(entries).toEqual([]);
    },
  );

  it('refuses an archive with more entries than maxArchiveEntries', async () => {
    const files = Array.from({ length: 11 }, (_, n): ZipFileSpec => ({
      name: `note-${n}.txt`,
      data: 'x',
    }));
    const zip = await temp.write(
      'many.zip',
      buildZip([{ name: 'part_0.csv', data: POCKET_HEADER }, ...files]),
    );
    expect(await detectImportFormat(zip)).toBe('pocket-zip');
    const limits = { maxArchiveEntries: 10 };
    await expect(detectImportFormat(zip, limits)).rejects.toMatchObject({ code: 'UNSAFE_ARCHIVE' });
    const { error } = await readUntilFailure(zip, 'pocket-zip', limits);
    expect(error).toMatchObject({ code: 'UNSAFE_ARCHIVE' });
    expect((error as Error).message).toContain('more than 10 files');
  });

  it('reads a truncated archive as damaged', async () => {
    const zip = buildZip([{ name: 'part_000000.csv', data: POCKET_HEADER + pocketRow(1) }]);
    const path = await temp.write('truncated.zip', zip.subarray(0, zip.length - 30));
    await expect(detectImportFormat(path)).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
    const { error } = await readUntilFailure(path, 'pocket-zip');
    expect(error).toMatchObject({ code: 'DAMAGED_FILE' });
  });
});

describe('oversized and malformed CSV', () => {
  it('reports a 100 MB field as a problem for its row, imports the rest, in bounded memory', async () => {
    const path = await writeLarge('huge-field.csv', [
      POCKET_HEADER,
      pocketRow(1),
      'Huge ',
      ...repeat('x'.repeat(MiB), 100),
      ',https://example.com/huge,1700000000,2,,unread\n',
      pocketRow(3),
    ]);
    let entries: ImportEntry[] = [];
    const growth = await heapGrowth(async () => {
      entries = await collect(readImportEntries(path, 'pocket-csv'));
    });
    expect(entries.map((entry) => [entry.kind, entry.position.line])).toEqual([
      ['item', 2],
      ['problem', 3],
      ['item', 4],
    ]);
    expect(problemsOf(entries)[0]?.message).toBe('Unreadable row: a field is longer than 1 MiB');
    expect(growth).toBeLessThan(64 * MiB);
  });

  it('keeps its place through an oversized quoted field holding commas, quotes and newlines', async () => {
    const noisy = '"a, \\"b\\"\nc"'.replaceAll('\\"', '""');
    const big = `"${'quoted, ""text""\n'.repeat(150_000)}"`;
    const text = `${POCKET_HEADER}${noisy},https://example.com/1,1,1,,unread\n${big},https://example.com/2,2,2,,unread\n${pocketRow(3)}`;
    const entries = await collect(
      readImportEntries(await temp.write('quoted.csv', text), 'pocket-csv'),
    );
    expect(entries.map((entry) => [entry.kind, entry.position.line])).toEqual([
      ['item', 2],
      ['problem', 4],
      ['item', 150_005],
    ]);
    expect(entries[0]).toMatchObject({ title: 'a, "b" c', url: 'https://example.com/1' });
  });

  it('reports malformed rows by line while the rows around them import', async () => {
    const text = [
      'URL,Title,Selection,Folder,Timestamp,Tags',
      'https://example.com/1,One,,Unread,1650000000,',
      'https://example.com/2,"Two"oops,,Unread,1650000000,',
      'https://example.com/3,Three,,Unread,not-a-time,',
      ',No URL,,Unread,1650000000,',
      'https://example.com/5,"Five, with a',
      'line break",,Archive,1650000000,"[""a""]"',
      'https://example.com/7,"never closed,,Unread,1650000000,',
      'https://example.com/8,Swallowed,,Unread,1650000000,',
    ].join('\n');
    const entries = await collect(
      readImportEntries(await temp.write('bad-rows.csv', text), 'instapaper-csv'),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'item',
        position: { line: 2 },
        url: 'https://example.com/1',
      }),
      {
        kind: 'problem',
        position: { line: 3 },
        message: 'Unreadable row: unexpected text after a closing quote',
      },
      expect.objectContaining({ kind: 'item', position: { line: 4 }, savedAt: null }),
      { kind: 'problem', position: { line: 5 }, message: 'Missing URL' },
      expect.objectContaining({
        kind: 'item',
        position: { line: 6 },
        title: 'Five, with a line break',
        tags: ['a'],
        archived: true,
      }),
      {
        kind: 'problem',
        position: { line: 8 },
        message:
          'Unreadable row: a quoted field opened on this line is never closed, so the rest of the file is unreadable',
      },
    ]);
  });

  it('reads a byte-order mark, CRLF line ends and quoted newlines with the right line numbers', async () => {
    const text =
      '\ufeffURL,Title,Selection,Folder,Timestamp\r\n' +
      'https://example.com/1,"First\r\nline",,Unread,1650000000\r\n' +
      '\r\n' +
      'https://example.com/2,Second,"a\r\nb\r\nc",Unread,1650000001\r\n';
    const entries = await collect(
      readImportEntries(await temp.write('crlf.csv', text), 'instapaper-csv'),
    );
    expect(entries.map((entry) => entry.position.line)).toEqual([2, 5]);
    expect(itemsOf(entries).map((item) => item.title)).toEqual(['First line', 'Second']);
  });
});

describe('deep and huge HTML', () => {
  it('reads past bookmark folders nested 100,000 deep without recursing', async () => {
    const depth = 100_000;
    const path = await writeLarge('deep-bookmarks.html', [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n',
      '<DT><A HREF="https://example.com/before">Before</A>\n',
      ...repeat('<DT><H3>Folder</H3><DL><p>', depth),
      '<DT><A HREF="https://example.com/deep">Deep</A>\n',
      ...repeat('</DL><p>', depth),
      '\n<DT><A HREF="https://example.com/after" TAGS="kept">After</A>\n</DL>\n',
    ]);
    const started = Date.now();
    const entries = await collect(readImportEntries(path, 'netscape-html'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'item', url: 'https://example.com/before', tags: [] }),
      {
        kind: 'problem',
        position: { line: 4 },
        message: 'Not imported: nested deeper than 1,000 folders',
      },
      expect.objectContaining({
        kind: 'item',
        url: 'https://example.com/after',
        tags: ['kept'],
        position: { line: 6 },
      }),
    ]);
  });

  it('reads a Pocket HTML export wrapped in 100,000 open elements', async () => {
    const path = await writeLarge('deep-pocket.html', [
      '<html><head><title>Pocket Export</title></head><body><h1>Unread</h1>',
      ...repeat('<div><span>', 50_000),
      '<ul><li><a href="https://example.com/a" time_added="1600000000" tags="x">A</a></li></ul>',
      '<h1>Read Archive</h1><ul><li><a href="https://example.com/b">B</a></li>',
    ]);
    const entries = await collect(readImportEntries(path, 'pocket-html'));
    expect(itemsOf(entries).map((item) => [item.url, item.archived, item.tags])).toEqual([
      ['https://example.com/a', false, ['x']],
      ['https://example.com/b', true, []],
    ]);
  });

  it('reports a link whose URL is longer than maxFieldBytes, and drops an over-long title', async () => {
    const path = await writeLarge('long-attribute.html', [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF="https://example.com/',
      ...repeat('a'.repeat(MiB), 3),
      '">Long link</A>\n<DT><A HREF="https://example.com/ok">',
      ...repeat('t'.repeat(MiB), 2),
      '</A>\n</DL>\n',
    ]);
    const entries = await collect(readImportEntries(path, 'netscape-html'));
    expect(entries).toEqual([
      { kind: 'problem', position: { line: 3 }, message: 'Unreadable URL: longer than 1 MiB' },
      expect.objectContaining({ kind: 'item', url: 'https://example.com/ok', title: null }),
    ]);
  });
});

describe('sloppy HTML', () => {
  it('ends an unclosed link at the next entry, without taking in its description', async () => {
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF="https://example.com/1">One\n<DD>A description\n' +
      '<DT><A HREF="https://example.com/2">Two</A>\n<DT><H3>Folder<DL><DT><A HREF="https://example.com/3">Three';
    const entries = await collect(
      readImportEntries(await temp.write('sloppy.html', html), 'netscape-html'),
    );
    expect(itemsOf(entries).map((item) => [item.url, item.title, item.tags])).toEqual([
      ['https://example.com/1', 'One', []],
      ['https://example.com/2', 'Two', []],
      ['https://example.com/3', 'Three', []],
    ]);
  });
});

describe('deep and huge JSON', () => {
  it('skips values nested 100,000 deep inside an entry, and reads the entries around them', async () => {
    const depth = 100_000;
    const path = await writeLarge('deep-wallabag.json', [
      '[{"url":"https://example.com/1","title":"One","is_archived":1,"tags":["a"],"annotations":',
      ...repeat('[', depth),
      ...repeat(']', depth),
      '},{"url":"https://example.com/2","tags":',
      ...repeat('[', depth),
      ...repeat(']', depth),
      '},',
      ...repeat('[', depth),
      ...repeat(']', depth),
      ',{"url":"https://example.com/4","title":"Four","tags":["x"],"is_archived":0}]',
    ]);
    const entries = await collect(readImportEntries(path, 'wallabag-json'));
    expect(entries).toEqual([
      expect.objectContaining({ url: 'https://example.com/1', tags: ['a'], archived: true }),
      expect.objectContaining({ url: 'https://example.com/2', tags: [] }),
      {
        kind: 'problem',
        position: { line: 3, unit: 'item' },
        message: 'Not an entry: a list where an entry should be',
      },
      expect.objectContaining({ url: 'https://example.com/4', title: 'Four', tags: ['x'] }),
    ]);
  });

  it('refuses a document nested past any export (over a million levels) as damaged', async () => {
    const path = await writeLarge('bottomless.json', [
      '{"articles":',
      ...repeat('['.repeat(1000), 1100),
    ]);
    const { error } = await readUntilFailure(path, 'canyon-json');
    expect(error).toMatchObject({ code: 'DAMAGED_FILE' });
  });

  it('drops content over maxContentBytes, nulls an over-long title and reports an over-long URL', async () => {
    const path = await writeLarge('huge-strings.json', [
      '{"exportedAt":"2026-01-01T00:00:00.000Z","profile":{},"articles":[',
      '{"url":"https://example.com/1","title":"',
      ...repeat('t'.repeat(MiB), 2),
      '","content":{"title":"T","content":"',
      ...repeat('<p>c</p>'.repeat(MiB / 8), 6),
      '"}},{"url":"https://example.com/',
      ...repeat('u'.repeat(MiB), 2),
      '"},{"url":"https://example.com/3","content":{"content":"<p>kept</p>","textContent":"',
      ...repeat('x'.repeat(MiB), 8),
      '"}}]}',
    ]);
    const entries = await collect(readImportEntries(path, 'canyon-json'));
    expect(entries).toEqual([
      expect.objectContaining({ url: 'https://example.com/1', title: null, content: null }),
      {
        kind: 'problem',
        position: { line: 2, unit: 'item' },
        message: 'Unreadable URL: longer than 1 MiB',
      },
      expect.objectContaining({
        url: 'https://example.com/3',
        content: { html: '<p>kept</p>', title: null },
      }),
    ]);
  });

  it('streams a large Wallabag export in bounded memory', async () => {
    const content = '<p>Saved text.</p>'.repeat(200);
    const entry = (n: number) =>
      `${n === 0 ? '' : ','}{"id":${n},"url":"https://example.com/${n}","title":"Entry ${n}","is_archived":${n % 2},"created_at":"2020-01-01T00:00:00+0000","tags":["t${n % 7}"],"content":"${content}"}`;
    function* entries(): Generator<string> {
      yield '[';
      for (let n = 0; n < 15_000; n += 1) yield entry(n);
      yield ']';
    }
    const path = await writeLarge('large-wallabag.json', entries());
    let count = 0;
    const growth = await heapGrowth(async () => {
      for await (const item of readImportEntries(path, 'wallabag-json')) {
        if (item.kind === 'item') count += 1;
      }
    });
    expect(count).toBe(15_000);
    expect(growth).toBeLessThan(96 * MiB);
  });

  it('reads a truncated JSON export up to where it breaks, then refuses the rest as damaged', async () => {
    const text = '[{"url":"https://example.com/1","is_archived":0},{"url":"https://exa';
    const { entries, error } = await readUntilFailure(
      await temp.write('cut.json', text),
      'wallabag-json',
    );
    expect(itemsOf(entries).map((item) => item.url)).toEqual(['https://example.com/1']);
    expect(error).toMatchObject({ code: 'DAMAGED_FILE' });
  });
});

describe('odd text', () => {
  it('removes NUL and control characters, mends lone surrogates, keeps every other character', async () => {
    const csv =
      POCKET_HEADER +
      'Null\u0000byte \u0007bell,https://example.com/1,1700000000,1,tag\u0000one|emoji 😀|rtl \u202eevil|  |zero\u200bwidth,unread\n';
    const [fromCsv] = await collect(
      readImportEntries(await temp.write('odd.csv', csv), 'pocket-csv'),
    );
    expect(fromCsv).toMatchObject({
      title: 'Nullbyte bell',
      tags: ['tagone', 'emoji 😀', 'rtl \u202eevil', 'zero\u200bwidth'],
    });
    const json =
      '[{"url":"https://example.com/2","title":"Lone \\ud800 half \\u0000","is_archived":0,"content":"<p>a\\u0000b</p>","tags":["\\udc00x"]}]';
    const [fromJson] = await collect(
      readImportEntries(await temp.write('odd.json', json), 'wallabag-json'),
    );
    expect(fromJson).toMatchObject({
      title: 'Lone \ufffd half',
      tags: ['\ufffdx'],
      content: { html: '<p>ab</p>' },
    });
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="https://example.com/3" TAGS="a&#0;b">T&#0;itle &#x1F600;</A></DL>';
    const [fromHtml] = await collect(
      readImportEntries(await temp.write('odd.html', html), 'netscape-html'),
    );
    expect(fromHtml).toMatchObject({
      url: 'https://example.com/3',
      title: 'T\ufffditle 😀',
      tags: ['a\ufffdb'],
    });
  });
});

describe('too many items', () => {
  it('yields maxItems entries, then stops with TOO_MANY_ITEMS', async () => {
    const csv = POCKET_HEADER + Array.from({ length: 5 }, (_, n) => pocketRow(n)).join('');
    const { entries, error } = await readUntilFailure(
      await temp.write('five.csv', csv),
      'pocket-csv',
      {
        maxItems: 3,
      },
    );
    expect(entries).toHaveLength(3);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ code: 'TOO_MANY_ITEMS' });
    expect((error as Error).message).toContain('more than 3 links');
  });
});
