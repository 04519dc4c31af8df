import { cleanText } from './entry-fields';
import { CappedText, HtmlEvents, type HtmlTag } from './html-events';
import { linkEntry, openLink, readLinks, type OpenLink } from './html-links';
import { describeCount, problemAt, type ImportEntry, type ImportLimits } from './import-entry';

// The Netscape bookmark file every browser, Karakeep, Linkwarden, Pinboard and Raindrop write:
// <DL> lists holding <DT><H3>Folder</H3><DL>…</DL> and <DT><A HREF ADD_DATE TAGS>Title</A>.
// The chain of folders above a link becomes its tags, except the browser's own top-level roots
// (bookmarks bar, menu, other bookmarks…); a folder named Archive (how Canyon's own HTML export
// writes archived links) marks the link archived instead of tagging it.

export function looksLikeNetscapeHtml(head: string): boolean {
  const lower = head.toLowerCase();
  return (
    /^\s*<!doctype\s+netscape-bookmark-file-1>/.test(lower) ||
    (/<dl\b/.test(lower) && /<dt>\s*<(a|h3)\b/.test(lower))
  );
}

const BROWSER_ROOTS = new Set([
  'bookmarks bar',
  'bookmarks toolbar',
  'bookmarks menu',
  'other bookmarks',
  'mobile bookmarks',
  'favorites bar',
  'favourites bar',
  'other favorites',
  'other favourites',
  'speed dial',
]);

type Folder = { name: string | null; root: boolean };

/** A top-level folder the browser made (marked so, or by its English name): no tag. */
function isBrowserRoot(tag: HtmlTag, name: string | null): boolean {
  return (
    tag.attributes.has('personal_toolbar_folder') ||
    tag.attributes.has('unfiled_bookmarks_folder') ||
    (name !== null && BROWSER_ROOTS.has(name.toLowerCase()))
  );
}

export async function* readNetscapeHtml(
  text: AsyncIterable<string>,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const out: ImportEntry[] = [];
  // One entry per open <dl> up to maxDepth; deeper levels are only counted.
  const folders: Folder[] = [];
  let depth = 0;
  // Folder names are tags; together they may hold no more than one field's worth of text.
  let folderBytes = 0;
  let heading: { tag: HtmlTag; text: CappedText } | null = null;
  let pending: { tag: HtmlTag; name: string | null } | null = null;
  let link: OpenLink | null = null;

  const finishLink = () => {
    if (link === null) return;
    if (depth > limits.maxDepth) {
      out.push(
        problemAt(
          { line: link.tag.line },
          `Not imported: nested deeper than ${describeCount(limits.maxDepth)} folders`,
        ),
      );
    } else {
      const names = folders
        .filter((folder, level) => !(level === 1 && folder.root))
        .map((folder) => folder.name)
        .filter((name) => name !== null);
      const archived = names.some((name) => name.toLowerCase() === 'archive');
      const tags = names.filter((name) => name.toLowerCase() !== 'archive');
      out.push(linkEntry(link, { tags, archived, savedAtAttribute: 'add_date' }, limits));
    }
    link = null;
  };

  const events = new HtmlEvents(
    {
      openTag(tag) {
        if (tag.name === 'a') {
          finishLink();
          link = openLink(tag, limits);
        } else if (tag.name === 'dt' || tag.name === 'dd') {
          // A link left unclosed ends where the next entry or its description begins.
          finishLink();
        } else if (tag.name === 'h3') {
          finishLink();
          heading = { tag, text: new CappedText(limits.maxFieldBytes) };
        } else if (tag.name === 'dl') {
          finishLink();
          depth += 1;
          if (depth <= limits.maxDepth) {
            const name = pending?.name ?? null;
            const root = pending !== null && isBrowserRoot(pending.tag, name);
            const bytes = name === null ? 0 : Buffer.byteLength(name);
            const kept = name !== null && folderBytes + bytes <= limits.maxFieldBytes;
            if (kept) folderBytes += bytes;
            folders.push({ name: kept ? name : null, root });
          }
          pending = null;
        }
      },
      closeTag(name) {
        if (name === 'a') {
          finishLink();
        } else if (name === 'h3' && heading !== null) {
          pending = { tag: heading.tag, name: cleanText(heading.text.value()) };
          heading = null;
        } else if (name === 'dl' && depth > 0) {
          finishLink();
          if (depth <= limits.maxDepth) {
            const folder = folders.pop();
            if (folder !== undefined && folder.name !== null) {
              folderBytes -= Buffer.byteLength(folder.name);
            }
          }
          depth -= 1;
        }
      },
      text(value) {
        heading?.text.add(value);
        link?.title.add(value);
      },
    },
    limits.maxFieldBytes,
  );
  yield* readLinks(text, events, out, finishLink);
}
