import { getManyValues, isMany, type none } from 'stream-chain/defs.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { headerColumns } from './csv-entries';
import { csvLimits, CsvRecordReader, readCsvRecords } from './csv-records';
import {
  resolveImportLimits,
  unsupportedFormat,
  type ImportFormat,
  type ImportLimits,
} from './import-entry';
import { isInstapaperHeader } from './instapaper-csv';
import { looksLikeNetscapeHtml } from './netscape-html';
import { isOmnivoreMetadataName } from './omnivore-zip';
import { isPocketHeader } from './pocket-csv';
import { looksLikePocketHtml } from './pocket-html';
import { isPocketPartName } from './pocket-zip';
import { isRaindropHeader } from './raindrop-csv';
import { isReadwiseHeader } from './readwise-csv';
import { decodeHead, decodeText, readFileHead, readFileText } from './text-decoding';
import { isZipHead, openZipArchive } from './zip-entries';

// Which export a file is, from its contents alone (a renamed file is still recognised), reading
// no more of it than it takes to tell.

const HEAD_BYTES = 64 * 1024;
// A JSON export's telling keys come early, but a long first entry may sit before them.
const JSON_DETECTION_CHARS = 4 * 1024 * 1024;

function csvFormatOf(columns: readonly string[]): ImportFormat | null {
  if (isPocketHeader(columns)) return 'pocket-csv';
  if (isInstapaperHeader(columns)) return 'instapaper-csv';
  if (isReadwiseHeader(columns)) return 'readwise-csv';
  if (isRaindropHeader(columns)) return 'raindrop-csv';
  return null;
}

function detectCsv(head: string, complete: boolean, limits: ImportLimits): ImportFormat {
  const reader = new CsvRecordReader(csvLimits(limits));
  const [first] = [...reader.push(head), ...(complete ? reader.end() : [])];
  const format =
    first !== undefined && 'fields' in first ? csvFormatOf(headerColumns(first.fields)) : null;
  if (format === null) throw unsupportedFormat();
  return format;
}

function detectHtml(head: string): ImportFormat {
  if (looksLikeNetscapeHtml(head)) return 'netscape-html';
  if (looksLikePocketHtml(head)) return 'pocket-html';
  throw unsupportedFormat();
}

async function detectZip(filePath: string, limits: ImportLimits): Promise<ImportFormat> {
  const archive = await openZipArchive(
    filePath,
    limits,
    (name) => isOmnivoreMetadataName(name) || isPocketPartName(name),
  );
  try {
    if (archive.names.some(isOmnivoreMetadataName)) return 'omnivore-zip';
    // Pocket names its parts part_000000.csv, …; any other CSV is tried after them.
    const rank = (name: string) => (/(^|\/)part_\d+\.csv$/i.test(name) ? 0 : 1);
    const [firstPart] = archive.names
      .filter(isPocketPartName)
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    if (firstPart !== undefined) {
      const text = decodeText(archive.read(firstPart));
      for await (const record of readCsvRecords(text, csvLimits(limits))) {
        if ('fields' in record && isPocketHeader(headerColumns(record.fields))) return 'pocket-zip';
        break;
      }
    }
    throw unsupportedFormat();
  } finally {
    archive.close();
  }
}

const WALLABAG_MARKS = [
  'is_archived',
  'is_starred',
  'is_read',
  'is_fav',
  'reading_time',
  'domain_name',
];

type JsonShape = {
  root: 'object' | 'array';
  keys: Set<string>;
  /** For an array: what its first element is ('none' when it is empty). */
  firstEntry: 'object' | 'other' | 'none' | null;
};

const VALUE_STARTS = new Set([
  'startString',
  'startNumber',
  'nullValue',
  'trueValue',
  'falseValue',
]);

/** Reads tokens until the shape is known; true when it is. */
function takeShape(
  shape: JsonShape,
  depthBefore: number,
  token: Token,
): { depth: number; known: boolean } {
  let depth = depthBefore;
  const inFirstEntry = shape.root === 'array' && shape.firstEntry === 'object' && depth === 2;
  if (token.name === 'startObject' || token.name === 'startArray') {
    depth += 1;
    if (shape.root === 'array' && depth === 2 && shape.firstEntry === null) {
      shape.firstEntry = token.name === 'startObject' ? 'object' : 'other';
      return { depth, known: shape.firstEntry === 'other' };
    }
  } else if (token.name === 'endObject' || token.name === 'endArray') {
    depth -= 1;
    if (depth === 0) shape.firstEntry ??= 'none';
    return { depth, known: depth === 0 || (shape.root === 'array' && depth === 1) };
  } else if (token.name === 'keyValue') {
    if (shape.root === 'object' && depth === 1) {
      shape.keys.add(token.value);
      return { depth, known: token.value === 'articles' };
    }
    if (inFirstEntry && shape.keys.size < 256) shape.keys.add(token.value);
  } else if (VALUE_STARTS.has(token.name) && shape.root === 'array' && depth === 1) {
    shape.firstEntry ??= 'other';
    return { depth, known: true };
  }
  return { depth, known: false };
}

/** The root's keys (an object), or the first entry's (an array), read without assembling values. */
async function peekJson(filePath: string): Promise<JsonShape | null> {
  const tokenize = jsonParser({
    packKeys: true,
    streamKeys: false,
    packStrings: false,
    packNumbers: false,
  }) as (input: string | typeof none) => unknown;
  let shape: JsonShape | null = null;
  let depth = 0;
  let read = 0;
  try {
    for await (const chunk of readFileText(filePath)) {
      read += chunk.length;
      const result = tokenize(chunk);
      for (const token of isMany(result) ? (getManyValues(result) as Token[]) : []) {
        if (shape === null) {
          if (token.name !== 'startObject' && token.name !== 'startArray') return null;
          shape = {
            root: token.name === 'startObject' ? 'object' : 'array',
            keys: new Set(),
            firstEntry: null,
          };
          depth = 1;
          continue;
        }
        const step = takeShape(shape, depth, token);
        depth = step.depth;
        if (step.known) return shape;
      }
      if (read > JSON_DETECTION_CHARS) break;
    }
  } catch {
    return null;
  }
  return shape;
}

async function detectJson(filePath: string): Promise<ImportFormat> {
  const shape = await peekJson(filePath);
  if (shape?.root === 'object') {
    if (shape.keys.has('articles') && (shape.keys.has('exportedAt') || shape.keys.has('profile'))) {
      return 'canyon-json';
    }
  } else if (shape?.root === 'array') {
    // An empty list is an empty Wallabag export.
    if (shape.firstEntry === 'none') return 'wallabag-json';
    const { keys } = shape;
    if (
      shape.firstEntry === 'object' &&
      keys.has('url') &&
      WALLABAG_MARKS.some((key) => keys.has(key))
    ) {
      return 'wallabag-json';
    }
  }
  throw unsupportedFormat();
}

export async function detectImportFormat(
  filePath: string,
  limits?: Partial<ImportLimits>,
): Promise<ImportFormat> {
  const resolved = resolveImportLimits(limits);
  const head = await readFileHead(filePath, HEAD_BYTES);
  if (isZipHead(head)) return detectZip(filePath, resolved);
  const text = decodeHead(head);
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return detectJson(filePath);
  if (start.startsWith('<')) return detectHtml(text);
  return detectCsv(text, head.length < HEAD_BYTES, resolved);
}
