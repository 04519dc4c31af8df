// Display rules of spec "Dashboard": excerpts and relative times on article cards.

/** Card excerpts are 150 characters; the general default is 200. */
export const CARD_EXCERPT_LENGTH = 150;
export const DEFAULT_EXCERPT_LENGTH = 200;

/** Cuts text to at most `max` characters at a word boundary and ends it with "...". */
export function truncateExcerpt(text: string, max = DEFAULT_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}...`;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Under 1 h "Just now", under 24 h "Nh ago", under 7 days "Nd ago", otherwise the date.
 * `formatDate` renders the fallback date (the browser passes its locale formatter).
 */
export function relativeTime(
  then: Date,
  now: Date,
  formatDate: (date: Date) => string = (date) => date.toLocaleDateString(),
): string {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(then);
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return Math.max(1, Math.round(words / 230));
}
