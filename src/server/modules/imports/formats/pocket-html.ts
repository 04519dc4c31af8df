import { CappedText, HtmlEvents } from './html-events';
import { linkEntry, openLink, readLinks, type OpenLink } from './html-links';
import type { ImportEntry, ImportLimits } from './import-entry';

// Pocket's older HTML export: <title>Pocket Export</title>, then <h1>Unread</h1> and
// <h1>Read Archive</h1>, each followed by a list of
// <li><a href="…" time_added="1698568488" tags="a,b">Title</a></li>. Read Archive means archived.

export function looksLikePocketHtml(head: string): boolean {
  const lower = head.toLowerCase();
  return (
    /<title>\s*pocket export\s*<\/title>/.test(lower) ||
    (lower.includes('time_added=') && /<h1>\s*(unread|read archive)\s*<\/h1>/.test(lower))
  );
}

export async function* readPocketHtml(
  text: AsyncIterable<string>,
  limits: ImportLimits,
): AsyncGenerator<ImportEntry> {
  const out: ImportEntry[] = [];
  let archived = false;
  let heading: CappedText | null = null;
  let link: OpenLink | null = null;
  const finishLink = () => {
    if (link !== null) {
      out.push(linkEntry(link, { tags: [], archived, savedAtAttribute: 'time_added' }, limits));
      link = null;
    }
  };
  const events = new HtmlEvents(
    {
      openTag(tag) {
        if (tag.name === 'li') {
          finishLink();
        } else if (tag.name === 'h1') {
          finishLink();
          heading = new CappedText(1024);
        } else if (tag.name === 'a') {
          finishLink();
          link = openLink(tag, limits);
        }
      },
      closeTag(name) {
        if (name === 'h1' && heading !== null) {
          archived = /archive/i.test(heading.value() ?? '');
          heading = null;
        } else if (name === 'a') {
          finishLink();
        }
      },
      text(value) {
        heading?.add(value);
        link?.title.add(value);
      },
    },
    limits.maxFieldBytes,
  );
  yield* readLinks(text, events, out, finishLink);
}
