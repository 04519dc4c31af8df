import { cleanTags, cleanTitle, parseDateText, storableText } from './entry-fields';
import {
  problemAt,
  type ImportEntry,
  type ImportLimits,
  type ImportPosition,
} from './import-entry';
import { urlOrProblem } from './json-entry';
import { namesOf, readJsonItems, stringOf, type JsonItem } from './json-items';
import { decodeText } from './text-decoding';
import { isZipToolFile, openZipArchive, type ZipArchive } from './zip-entries';

// Omnivore's export zip (late 2024): metadata_<from>_to_<to>.json files, each an array of
// {id, slug, title, description, author, url, state, readingProgress, thumbnail, labels,
// savedAt, updatedAt, publishedAt}, and the saved page of each item in content/<slug>.html
// (highlights/<slug>.md are not read). state is ARCHIVED for archived items (the API spelled it
// Archived); the saved page becomes the item's captured content, so it is not fetched again.

const METADATA = /(?:^|\/)metadata_[^/]*\.json$/i;
const CONTENT = /(?:^|\/)content\/[^/]+\.html$/i;

export function isOmnivoreMetadataName(name: string): boolean {
  return METADATA.test(name) && !isZipToolFile(name);
}

function isOmnivoreFile(name: string): boolean {
  return (METADATA.test(name) || CONTENT.test(name)) && !isZipToolFile(name);
}

/** metadata_0_to_20.json before metadata_20_to_40.json before metadata_100_to_120.json. */
function byFirstItem(a: string, b: string): number {
  const first = (name: string) => Number(/metadata_(\d+)/i.exec(name)?.[1] ?? NaN);
  const difference = first(a) - first(b);
  return Number.isNaN(difference) || difference === 0 ? a.localeCompare(b) : difference;
}

const FIELDS = new Set(['url', 'title', 'labels', 'state', 'savedAt', 'slug']);

export function omnivoreFieldLimit(limits: ImportLimits) {
  return (path: readonly string[]): number | null => {
    const [field, element, key] = path;
    if (field === undefined || !FIELDS.has(field)) return null;
    if (path.length === 1) return limits.maxFieldBytes;
    if (field !== 'labels' || element !== '*') return null;
    return path.length === 2 || (path.length === 3 && key === 'name') ? limits.maxFieldBytes : null;
  };
}

async function omnivoreEntry(
  item: JsonItem,
  file: string,
  archive: ZipArchive,
  limits: ImportLimits,
): Promise<ImportEntry> {
  const position: ImportPosition = { file, line: item.index, unit: 'item' };
  if ('problem' in item) return problemAt(position, item.problem);
  const metadata = item.object;
  const url = urlOrProblem(metadata.get('url'), position, limits);
  if (typeof url !== 'string') return url;
  const state = stringOf(metadata.get('state'))?.toUpperCase();
  if (state === 'DELETED') return problemAt(position, 'Not imported: deleted in Omnivore');
  const title = cleanTitle(stringOf(metadata.get('title')));
  // The slug only names an entry to look up in the archive; nothing is written anywhere.
  const slug = stringOf(metadata.get('slug'));
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const contentName = slug === null ? null : `${folder}content/${slug}.html`;
  const html =
    contentName !== null && archive.has(contentName)
      ? await archive.readText(contentName, limits.maxContentBytes)
      : null;
  return {
    kind: 'item',
    position,
    url,
    title,
    tags: cleanTags(namesOf(metadata.get('labels'))),
    savedAt: parseDateText(stringOf(metadata.get('savedAt'))),
    archived: state === 'ARCHIVED',
    content: html !== null && html.trim() !== '' ? { html: storableText(html), title } : null,
  };
}

export async function* readOmnivoreZip(
  filePath: string,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const archive = await openZipArchive(filePath, limits, isOmnivoreFile);
  try {
    const metadataFiles = archive.names.filter((name) => METADATA.test(name)).sort(byFirstItem);
    const fieldLimit = omnivoreFieldLimit(limits);
    for (const file of metadataFiles) {
      const items = readJsonItems(decodeText(archive.read(file)), {
        arrayKey: null,
        fieldLimit,
        limits,
      });
      for await (const item of items) yield await omnivoreEntry(item, file, archive, limits);
    }
  } finally {
    archive.close();
  }
}
