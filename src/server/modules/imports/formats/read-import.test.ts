import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEntry } from './import-entry';
import { readImportEntries } from './read-import';
import {
  collect,
  fixture,
  makeTempDir,
  zipFixtureFolder,
  type TempDir,
} from './testing/temp-files';

// Each format's fixture, built from the format's documented shape, read back exactly as the
// file says: URLs, titles, tags, saved dates, archive state, and problems by position.

const at = (iso: string) => Date.parse(iso);
const seconds = (value: number) => value * 1000;

let temp: TempDir;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(async () => {
  await temp.remove();
});

describe('Pocket', () => {
  it('reads the export zip of CSV parts in order, tags split on "|", status archive as archived', async () => {
    const zip = await temp.write('pocket.zip', await zipFixtureFolder('pocket-export'));
    const entries = await collect(readImportEntries(zip, 'pocket-zip'));
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { file: 'part_000000.csv', line: 2 },
        url: 'https://example.com/read-more',
        title: 'How to Read More',
        tags: ['reading', 'habits'],
        savedAt: seconds(1700000000),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { file: 'part_000000.csv', line: 3 },
        url: 'https://example.org/quotes?a=1&b=2',
        title: 'Quotes, commas and "marks"',
        tags: [],
        savedAt: seconds(1700000100),
        archived: true,
        content: null,
      },
      {
        kind: 'item',
        position: { file: 'part_000000.csv', line: 4 },
        url: 'https://example.net/untitled',
        // Pocket writes the URL as the title of an untitled item.
        title: null,
        tags: ['misc'],
        savedAt: seconds(1700000200),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { file: 'part_000001.csv', line: 2 },
        url: 'https://example.com/caf%C3%A9',
        title: 'Café culture in Zürich',
        tags: ['travel', 'europe', 'food'],
        savedAt: seconds(1700000300),
        archived: true,
        content: null,
      },
      { kind: 'problem', position: { file: 'part_000001.csv', line: 3 }, message: 'Missing URL' },
      {
        kind: 'item',
        position: { file: 'part_000001.csv', line: 4 },
        url: 'https://example.com/last',
        title: 'Last one',
        tags: [],
        savedAt: seconds(1700000500),
        archived: false,
        content: null,
      },
    ]);
  });

  it('reads a bare CSV part the same way', async () => {
    const entries = await collect(
      readImportEntries(fixture('pocket-export/part_000000.csv'), 'pocket-csv'),
    );
    expect(entries.map((entry) => entry.position)).toEqual([{ line: 2 }, { line: 3 }, { line: 4 }]);
    expect(entries[1]).toMatchObject({ title: 'Quotes, commas and "marks"', archived: true });
  });

  it('reads the older header without cursor, with CRLF line ends, a title over two lines and one still encoded', async () => {
    const entries = await collect(
      readImportEntries(fixture('pocket-old-header.csv'), 'pocket-csv'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 2 },
        url: 'https://example.org/sounds',
        // The title as the site encoded it, decoded once.
        title: 'Freesound – Sounds & more',
        tags: [],
        savedAt: seconds(1639793996),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 3 },
        url: 'https://example.org/two-lines',
        title: 'A title with a line break inside it',
        tags: ['audio', 'tools'],
        savedAt: seconds(1639794000),
        archived: true,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 5 },
        url: 'https://example.org/plain',
        title: 'Plain',
        tags: ['audio'],
        savedAt: seconds(1639794100),
        archived: false,
        content: null,
      },
    ]);
  });

  it('reads the older HTML export: Read Archive means archived, entities decoded', async () => {
    const entries = await collect(
      readImportEntries(fixture('pocket-export.html.txt'), 'pocket-html'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 10 },
        url: 'https://example.com/unread-one',
        title: 'Searching & Finding',
        tags: ['search', 'something else'],
        savedAt: seconds(1698568488),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 11 },
        url: 'https://example.com/no-tags',
        title: 'No tags here',
        tags: [],
        savedAt: seconds(1698568500),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 15 },
        url: 'https://example.org/archived?x=1&y=2',
        title: 'Archived <one>',
        tags: ['old'],
        savedAt: seconds(1598568488),
        archived: true,
        content: null,
      },
      { kind: 'problem', position: { line: 16 }, message: 'Missing URL' },
    ]);
  });
});

describe('Instapaper', () => {
  it('reads tags, Archive as archived, and every other folder but Unread as a tag', async () => {
    const entries = await collect(
      readImportEntries(fixture('instapaper-export.csv'), 'instapaper-csv'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 2 },
        url: 'https://example.com/essay',
        title: 'An Essay',
        tags: ['ml', 'papers'],
        savedAt: seconds(1650000000),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 3 },
        url: 'https://example.com/archived',
        title: 'Archived Piece',
        tags: [],
        savedAt: seconds(1650000001),
        archived: true,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 4 },
        url: 'https://example.com/recipes',
        title: 'Bread',
        tags: ['cooking', 'Recipes'],
        savedAt: seconds(1650000002),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 5 },
        url: 'https://example.com/starred',
        title: 'Starred Thing',
        tags: ['Starred'],
        savedAt: seconds(1650000003),
        archived: false,
        content: null,
      },
    ]);
  });
});

describe('Omnivore', () => {
  it('reads every metadata file with labels, state and dates, and the saved page as content', async () => {
    const zip = await temp.write('omnivore.zip', await zipFixtureFolder('omnivore-export'));
    const page = await readFile(
      fixture('omnivore-export/content/the-smart-home-remains-fragmented-18a35b4eef5.html'),
      'utf8',
    );
    const archivedPage = await readFile(
      fixture('omnivore-export/content/an-archived-read-18b00000000.html'),
      'utf8',
    );
    const entries = await collect(readImportEntries(zip, 'omnivore-zip'));
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { file: 'metadata_0_to_3.json', line: 1, unit: 'item' },
        url: 'https://example.com/smart-home',
        title: 'The smart home remains fragmented',
        tags: ['Tech', 'Newsletter'],
        savedAt: at('2023-08-27T06:41:31.927Z'),
        archived: false,
        content: { html: page, title: 'The smart home remains fragmented' },
      },
      {
        kind: 'item',
        position: { file: 'metadata_0_to_3.json', line: 2, unit: 'item' },
        url: 'https://example.org/archived-read',
        title: 'An archived read',
        tags: [],
        savedAt: at('2023-01-15T12:00:00.000Z'),
        archived: true,
        content: { html: archivedPage, title: 'An archived read' },
      },
      {
        kind: 'item',
        position: { file: 'metadata_0_to_3.json', line: 3, unit: 'item' },
        url: 'https://example.net/no-content',
        title: 'No saved content',
        tags: ['From API'],
        savedAt: at('2022-12-31T23:59:59.000Z'),
        // The API's spelling of the state is read too.
        archived: true,
        content: null,
      },
      {
        kind: 'problem',
        position: { file: 'metadata_3_to_4.json', line: 1, unit: 'item' },
        message: 'Not imported: deleted in Omnivore',
      },
    ]);
  });

  it('drops saved content larger than maxContentBytes and still imports the item', async () => {
    const zip = await temp.write('omnivore-small.zip', await zipFixtureFolder('omnivore-export'));
    const entries = await collect(readImportEntries(zip, 'omnivore-zip', { maxContentBytes: 100 }));
    expect(entries[0]).toMatchObject({ url: 'https://example.com/smart-home', content: null });
    expect(entries[1]).toMatchObject({ url: 'https://example.org/archived-read' });
  });
});

describe('Wallabag', () => {
  it('reads entries with their content, tags (strings or labels), archive flag and dates', async () => {
    const entries = await collect(
      readImportEntries(fixture('wallabag-export.json'), 'wallabag-json'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 1, unit: 'item' },
        url: 'https://example.org/2016/02/10/copyright/',
        title: 'Copyright terms, explained',
        tags: [],
        savedAt: at('2016-09-08T09:55:58Z'),
        archived: true,
        content: {
          html: '<p>Copyright lasts <em>a long time</em>.</p>\n<p>Here is why.</p>',
          title: 'Copyright terms, explained',
        },
      },
      {
        kind: 'item',
        position: { line: 2, unit: 'item' },
        url: 'https://example.com/news/version_2.0.1/',
        title: 'Release 2.0.1 is out',
        tags: ['security', 'releases'],
        savedAt: at('2016-09-08T09:55:58Z'),
        archived: false,
        content: {
          html: '<div id="pagebody"><p>This release fixes <a href="https://example.com/security">security issues</a>.</p></div>',
          title: 'Release 2.0.1 is out',
        },
      },
      {
        kind: 'item',
        position: { line: 3, unit: 'item' },
        url: 'https://example.net/empty',
        title: 'No content saved',
        tags: ['from api'],
        savedAt: at('2017-01-01T00:00:00Z'),
        archived: false,
        content: null,
      },
      { kind: 'problem', position: { line: 4, unit: 'item' }, message: 'Missing URL' },
    ]);
  });
});

describe('Readwise Reader', () => {
  it('reads Python-list tags, saved dates, archive location, and reports feed items', async () => {
    const entries = await collect(
      readImportEntries(fixture('readwise-reader-export.csv'), 'readwise-csv'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 2 },
        url: 'https://example.com/article',
        title: 'Article Title',
        tags: ['example', "it's"],
        savedAt: at('2022-11-06T04:33:50Z'),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 3 },
        url: 'https://example.com/archived',
        title: 'Archived Article',
        tags: [],
        savedAt: at('2023-01-02T10:00:00Z'),
        archived: true,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 4 },
        url: 'https://example.com/later',
        title: 'Later Article',
        tags: ['a'],
        savedAt: at('2023-03-04T05:06:07Z'),
        archived: false,
        content: null,
      },
      {
        kind: 'problem',
        position: { line: 5 },
        message: 'Not imported: a Readwise Reader feed item, not a saved document',
      },
    ]);
  });
});

describe('Raindrop', () => {
  it('reads comma tags, the folder path as tags (not Unsorted), and an Archive folder as archived', async () => {
    const entries = await collect(
      readImportEntries(fixture('raindrop-export.csv'), 'raindrop-csv'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 2 },
        url: 'https://example.com/search',
        title: 'Search engine',
        tags: ['search', 'app', 'Tools'],
        savedAt: at('2023-01-10T17:17:19.203Z'),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 3 },
        url: 'https://example.com/nested',
        title: 'Nested',
        tags: ['Work', 'Projects'],
        savedAt: at('2023-02-01T00:00:00.000Z'),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 4 },
        url: 'https://example.com/unsorted',
        title: 'Unsorted one',
        tags: [],
        savedAt: at('2023-03-01T12:00:00.000Z'),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 5 },
        url: 'https://example.com/archived',
        title: 'Archived',
        tags: ['old'],
        savedAt: at('2023-04-01T00:00:00.000Z'),
        archived: true,
        content: null,
      },
    ]);
  });
});

describe('Netscape bookmarks', () => {
  it('turns the folder chain into tags, keeps TAGS and ADD_DATE, skips browser roots, reads Archive as archived', async () => {
    const entries = await collect(
      readImportEntries(fixture('netscape-bookmarks.html.txt'), 'netscape-html'),
    );
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 11 },
        url: 'https://example.com/bar',
        title: 'On the bar',
        tags: [],
        savedAt: seconds(1600000100),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 14 },
        url: 'https://example.com/reading/1',
        title: 'Long & slow',
        tags: ['long', 'essay', 'Reading'],
        savedAt: seconds(1600000200),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 17 },
        url: 'https://example.org/space',
        title: 'Space',
        tags: ['Reading', 'Science'],
        savedAt: seconds(1600000300),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 21 },
        url: 'https://example.net/top',
        title: 'Top level',
        tags: ['top'],
        savedAt: seconds(1600000400),
        archived: false,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 24 },
        url: 'https://example.com/done',
        title: 'Done reading',
        tags: [],
        savedAt: seconds(1500000000),
        archived: true,
        content: null,
      },
      {
        kind: 'item',
        position: { line: 28 },
        url: 'https://example.com/other',
        title: 'Other',
        tags: [],
        savedAt: null,
        archived: false,
        content: null,
      },
    ]);
  });
});

describe('Canyon JSON export', () => {
  it('reads the articles with their captured content, skipping the profile and events', async () => {
    const entries = await collect(readImportEntries(fixture('canyon-export.json'), 'canyon-json'));
    expect(entries).toEqual<ImportEntry[]>([
      {
        kind: 'item',
        position: { line: 1, unit: 'item' },
        url: 'https://example.com/articles/one',
        title: 'Article one',
        tags: ['reading', 'long form'],
        savedAt: at('2026-02-01T08:30:00.000Z'),
        archived: false,
        content: {
          html: '<div><p>The text of article one.</p></div>',
          title: 'Article one, as extracted',
        },
        readingProgress: 0.42,
      },
      {
        kind: 'item',
        position: { line: 2, unit: 'item' },
        url: 'https://example.org/articles/two',
        title: 'Article two',
        tags: [],
        savedAt: at('2025-12-24T18:00:00.000Z'),
        archived: true,
        content: null,
      },
    ]);
  });

  it('keeps a reading progress of 0..1 and ignores any other value (older exports have none)', async () => {
    const progressOf = (value: string) =>
      `{"url":"https://example.com/p/${encodeURIComponent(value)}","readingProgress":${value}}`;
    const values = ['0', '1', '0.5', '-0.1', '1.5', '"0.5"', 'null', 'true', '[0.5]', '{"a":1}'];
    const path = await temp.write(
      'canyon-progress.json',
      `{"exportedAt":"2026-03-01T09:00:00.000Z","profile":{},"articles":[${values.map(progressOf).join(',')}]}`,
    );
    const entries = await collect(readImportEntries(path, 'canyon-json'));
    expect(entries.map((entry) => entry.kind)).toEqual(values.map(() => 'item'));
    expect(
      entries.map((entry) => (entry.kind === 'item' ? entry.readingProgress : 'problem')),
    ).toEqual([0, 1, 0.5, ...values.slice(3).map(() => undefined)]);
  });
});
