import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { describeBytes, describeCount, ImportFileError, type ImportLimits } from './import-entry';

// Reading an uploaded archive without trusting it: entries are counted, names that point outside
// the archive refuse the whole archive (a genuine export never has them; nothing is ever written
// to disk anyway), a large file claiming to unpack far beyond its packed size is refused before it
// inflates, and bytes are counted as they inflate, whatever the headers claim.

export type ZipArchive = {
  /** Names of the kept files, in the archive's order. */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** A file's bytes as they inflate, counted against maxExpandedBytes for the whole archive. */
  read(name: string): AsyncGenerator<Buffer>;
  /** A file as UTF-8 text, or null when it is larger than `maxBytes` (reading stops there). */
  readText(name: string, maxBytes: number): Promise<string | null>;
  close(): void;
};

/** The signatures a zip file starts with: a local file header, or the end record of an empty one. */
export function isZipHead(head: Uint8Array): boolean {
  return (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06))
  );
}

/** The reader gets the sentence; the library's own words stay in `cause` for the logs. */
function damaged(cause: unknown): ImportFileError {
  const error = new ImportFileError(
    'DAMAGED_FILE',
    'This zip archive is damaged or incomplete, so Canyon cannot read it. Download the export again.',
  );
  error.cause = cause;
  return error;
}

function zipBomb(limits: ImportLimits): ImportFileError {
  return new ImportFileError(
    'ZIP_BOMB',
    `This archive expands to more than ${describeBytes(limits.maxExpandedBytes)} when unpacked, more than Canyon reads from one import.`,
  );
}

function packedTooTightly(limits: ImportLimits): ImportFileError {
  return new ImportFileError(
    'ZIP_BOMB',
    `This archive holds a file that unpacks to more than ${limits.maxExpansionRatio} times its packed size, which no export does. Canyon does not read such archives.`,
  );
}

// Small files may pack as tightly as they like; only a large one is judged by its ratio.
const RATIO_CHECKED_ABOVE_BYTES = 16 * 1024 * 1024;

/**
 * Judges a file before inflating it, by the sizes the archive declares. A file declaring less than
 * it holds is stopped at the declared size (validateEntrySizes), so the two checks together bound
 * what inflates without trusting either number.
 */
function checkDeclaredExpansion(entry: Entry, limits: ImportLimits): void {
  const declared = entry.uncompressedSize;
  if (declared <= RATIO_CHECKED_ABOVE_BYTES) return;
  if (declared > entry.compressedSize * limits.maxExpansionRatio) throw packedTooTightly(limits);
}

function unsafeName(name: string): ImportFileError {
  return new ImportFileError(
    'UNSAFE_ARCHIVE',
    `This archive holds a file named “${name.slice(0, 200)}”, which points outside the archive. Canyon does not read such archives.`,
  );
}

function tooManyEntries(limits: ImportLimits): ImportFileError {
  return new ImportFileError(
    'UNSAFE_ARCHIVE',
    `This archive holds more than ${describeCount(limits.maxArchiveEntries)} files, more than Canyon reads from one import.`,
  );
}

/** Files a zip tool adds beside the export (macOS resource forks), never part of it. */
export function isZipToolFile(name: string): boolean {
  return (
    name.startsWith('__MACOSX/') || /(^|\/)\._[^/]*$/.test(name) || /(^|\/)\.DS_Store$/.test(name)
  );
}

// yauzl's own name check (validateFileName) runs first; this one is the same rule, kept here so
// the refusal does not depend on a library's wording.
export function isUnsafeEntryName(name: string): boolean {
  const slashed = name.replaceAll('\\', '/');
  return (
    slashed.startsWith('/') ||
    /^[a-z]:/i.test(slashed) ||
    slashed.includes('\0') ||
    slashed.split('/').includes('..')
  );
}

function entryError(error: unknown, limits: ImportLimits): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name =
    /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/s.exec(message);
  if (name) return unsafeName(name[1] ?? '');
  if (/too many bytes/i.test(message)) return zipBomb(limits);
  return damaged(error);
}

async function openZip(filePath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(filePath, {
      autoClose: false,
      lazyEntries: true,
      decodeStrings: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw damaged(error);
  }
}

/**
 * Lists the archive (its central directory) and keeps the files `keep` wants; every entry
 * counts against maxArchiveEntries and every name is checked.
 */
export async function openZipArchive(
  filePath: string,
  limits: ImportLimits,
  keep: (name: string) => boolean,
): Promise<ZipArchive> {
  const zipfile = await openZip(filePath);
  // Errors reach the caller through promises and streams; this keeps a late one from crashing.
  zipfile.on('error', () => {});
  const kept = new Map<string, Entry>();
  try {
    if (zipfile.entryCount > limits.maxArchiveEntries) throw tooManyEntries(limits);
    let count = 0;
    for await (const entry of zipfile.eachEntry()) {
      count += 1;
      if (count > limits.maxArchiveEntries) throw tooManyEntries(limits);
      if (isUnsafeEntryName(entry.fileName)) throw unsafeName(entry.fileName);
      if (!entry.fileName.endsWith('/') && keep(entry.fileName) && !kept.has(entry.fileName)) {
        kept.set(entry.fileName, entry);
      }
    }
  } catch (error) {
    zipfile.close();
    throw entryError(error, limits);
  }

  let expanded = 0;
  async function* read(name: string): AsyncGenerator<Buffer> {
    const entry = kept.get(name);
    if (entry === undefined) return;
    if (entry.isEncrypted()) throw damaged(new Error(`${name} is encrypted`));
    checkDeclaredExpansion(entry, limits);
    let stream: Readable;
    try {
      stream = await zipfile.openReadStreamPromise(entry);
    } catch (error) {
      throw entryError(error, limits);
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        expanded += chunk.length;
        if (expanded > limits.maxExpandedBytes) throw zipBomb(limits);
        yield chunk;
      }
    } catch (error) {
      throw entryError(error, limits);
    } finally {
      stream.destroy();
    }
  }

  return {
    names: [...kept.keys()],
    has: (name) => kept.has(name),
    read,
    async readText(name, maxBytes) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of read(name)) {
        size += chunk.length;
        if (size > maxBytes) return null;
        chunks.push(chunk);
      }
      return new TextDecoder().decode(Buffer.concat(chunks));
    },
    close: () => zipfile.close(),
  };
}
