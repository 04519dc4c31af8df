// What every import format reader produces, and the limits it reads within (issue #16).

export const importFormats = [
  'pocket-zip',
  'pocket-csv',
  'pocket-html',
  'instapaper-csv',
  'omnivore-zip',
  'wallabag-json',
  'readwise-csv',
  'raindrop-csv',
  'netscape-html',
  'canyon-json',
] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Where an entry stands in the file, for the reader's report: "line 14" or "part_000001.csv, line 14" or "item 7". */
export type ImportPosition = { line: number; file?: string; unit?: 'line' | 'item' };

export type ImportItem = {
  kind: 'item';
  position: ImportPosition;
  /** As in the file, trimmed; validation and normalisation are the service's job. */
  url: string;
  /** Decoded text (HTML entities decoded), trimmed; null when empty. */
  title: string | null;
  /** As in the file (folders become tags where the format says so), trimmed, empties dropped. */
  tags: string[];
  /** Epoch milliseconds; null when absent or unreadable. */
  savedAt: number | null;
  archived: boolean;
  /** Saved content (Omnivore, Wallabag and Canyon exports), used as captured content; else null. */
  content: { html: string; title?: string | null } | null;
  /** How far the reader had read, 0..1 (Canyon exports); absent when the file does not say. */
  readingProgress?: number;
};

/** An entry that could not be imported, e.g. "Missing URL" or "Unreadable row: …". */
export type ImportProblem = { kind: 'problem'; position: ImportPosition; message: string };

export type ImportEntry = ImportItem | ImportProblem;

export type ImportLimits = {
  /** Entries an archive may hold. */
  maxArchiveEntries: number;
  /** Bytes inflated from an archive in total, counted as they are inflated (headers are never trusted). */
  maxExpandedBytes: number;
  /**
   * How many times its packed size one archived file may claim to unpack to, once it claims more
   * than 16 MiB. Text exports pack 3 to 20 times; a bomb packs about a thousand.
   */
  maxExpansionRatio: number;
  /** One CSV field, JSON string or HTML attribute/text (saved content has its own limit). */
  maxFieldBytes: number;
  /** One item's saved content; larger content is dropped (content null) and the item still imported. */
  maxContentBytes: number;
  /** Entries yielded at most; past it reading stops with TOO_MANY_ITEMS. */
  maxItems: number;
  /** HTML/JSON nesting tolerated; anything deeper is skipped, never recursed into. */
  maxDepth: number;
};

const MiB = 1024 * 1024;

export const defaultImportLimits: ImportLimits = Object.freeze({
  maxArchiveEntries: 100_000,
  maxExpandedBytes: 1024 * MiB,
  maxExpansionRatio: 100,
  maxFieldBytes: MiB,
  maxContentBytes: 5 * MiB,
  maxItems: 100_000,
  maxDepth: 1_000,
});

export function resolveImportLimits(limits: Partial<ImportLimits> = {}): ImportLimits {
  const resolved = { ...defaultImportLimits };
  for (const key of Object.keys(resolved) as (keyof ImportLimits)[]) {
    const value = limits[key];
    if (value !== undefined) resolved[key] = value;
  }
  return resolved;
}

export type ImportFileErrorCode =
  'UNSUPPORTED_FORMAT' | 'ZIP_BOMB' | 'TOO_MANY_ITEMS' | 'DAMAGED_FILE' | 'UNSAFE_ARCHIVE';

/** The whole file cannot be read; `message` is a sentence for the reader. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';

  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const unsupportedFormatMessage =
  'Canyon does not recognise this file. Import a Pocket, Instapaper, Omnivore, Wallabag, Readwise Reader, Raindrop, browser bookmarks or Canyon export.';

export function unsupportedFormat(): ImportFileError {
  return new ImportFileError('UNSUPPORTED_FORMAT', unsupportedFormatMessage);
}

/** "1 MiB", "5 MiB", "1 GiB", "512 bytes": sizes in the sentences readers see. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * MiB && bytes % (1024 * MiB) === 0) return `${bytes / (1024 * MiB)} GiB`;
  if (bytes >= MiB) return `${Math.round((bytes / MiB) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}

export function describeCount(count: number): string {
  return count.toLocaleString('en-US');
}

export function problemAt(position: ImportPosition, message: string): ImportProblem {
  return { kind: 'problem', position, message };
}
