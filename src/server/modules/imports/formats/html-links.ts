import { cleanText, cleanUrl, epochToMs, splitTags } from './entry-fields';
import { CappedText, type HtmlEvents, type HtmlTag } from './html-events';
import { describeBytes, problemAt, type ImportEntry, type ImportLimits } from './import-entry';

/** An `<a>` being read: its attributes now, its title as the text arrives. */
export type OpenLink = { tag: HtmlTag; title: CappedText };

export function openLink(tag: HtmlTag, limits: ImportLimits): OpenLink {
  return { tag, title: new CappedText(limits.maxFieldBytes) };
}

/**
 * The entry an `<a>` of a bookmark file stands for. Both Pocket's HTML and the Netscape format
 * write the saved time in seconds (`time_added`, `ADD_DATE`) and comma-separated tags (`tags`).
 */
export function linkEntry(
  link: OpenLink,
  extra: { tags: string[]; archived: boolean; savedAtAttribute: string },
  limits: ImportLimits,
): ImportEntry {
  const { attributes, line } = link.tag;
  const position = { line };
  const href = attributes.get('href');
  if (href === null) {
    return problemAt(
      position,
      `Unreadable URL: longer than ${describeBytes(limits.maxFieldBytes)}`,
    );
  }
  const url = cleanUrl(href);
  if (url === '') return problemAt(position, 'Missing URL');
  return {
    kind: 'item',
    position,
    url,
    title: cleanText(link.title.value()),
    tags: [...new Set([...splitTags(attributes.get('tags'), ','), ...extra.tags])],
    savedAt: epochToMs(attributes.get(extra.savedAtAttribute)),
    archived: extra.archived,
    content: null,
  };
}

/**
 * Feeds a bookmark file through its reader's `events`, handing on the entries they put in `out`
 * as each chunk is read (memory stays one chunk's entries), and the last link at the end.
 */
export async function* readLinks(
  text: AsyncIterable<string>,
  events: HtmlEvents,
  out: ImportEntry[],
  finishLink: () => void,
): AsyncGenerator<ImportEntry> {
  for await (const chunk of text) {
    events.write(chunk);
    yield* out.splice(0);
  }
  events.end();
  finishLink();
  yield* out.splice(0);
}
