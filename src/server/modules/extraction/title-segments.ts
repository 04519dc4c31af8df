// A page title is often the headline joined to the site's name and section names by separators
// ("Site » Blog Archive » Headline", "Blog name: Post title"). When the other parts together are
// longer than the headline, the headline is no longer "most of" the title, and the block around
// it is not found (content-hints.ts). The longest part that is not the site's name stands for the
// headline; the site's name is taken to be the page's first h1 (a logo), when the title holds it.

import type { DomElement } from './dom-types';

/** A separator with space on both sides, or a colon followed by space. */
const SEPARATOR = /\s+[|\-–—·•/»«]+\s+|\s*:\s+/;

/** Lower-cased words only: "Study Hacks" and "STUDY  HACKS!" are the same name. */
export function titleWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The longest part of a title cut at its separators, other than `siteName` (compared by words);
 * null when the title has one part only.
 */
export function headlineSegment(title: string, siteName: string | null): string | null {
  const parts = title
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2) return null;
  const site = siteName === null ? null : titleWords(siteName);
  let longest: string | null = null;
  for (const part of parts)
    if (titleWords(part) !== site && (longest === null || part.length > longest.length))
      longest = part;
  return longest;
}

/** The titles, each followed by its headline segment when it has one (page body `root`). */
export function withHeadlineSegments(titles: string[], root: DomElement): string[] {
  const logo = root.getElementsByTagName('h1')[0];
  const siteName = logo ? (logo.textContent ?? '') : null;
  const all: string[] = [];
  for (const title of titles) {
    all.push(title);
    const segment = headlineSegment(title, siteName);
    if (segment !== null) all.push(segment);
  }
  return all;
}
