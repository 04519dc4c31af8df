import { relativeTime } from '@/shared/articles/format';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 5, 2026"; null for a value that is not a date. */
export function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** "just now", "3h ago", "2d ago", then the date: the app's one way of saying how long ago. */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const text = relativeTime(new Date(iso), now, (date) => dateFormat.format(date));
  // The shared rule capitalises "Just now" for a card's own line; here it follows other words.
  return text === 'Just now' ? 'just now' : text;
}
