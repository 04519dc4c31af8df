import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { CARD_EXCERPT_LENGTH, relativeTime, truncateExcerpt } from '@/shared/articles/format';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';

/** Spec §9: a card shows 2 tags, then "+N more". */
export const CARD_TAGS = 2;

export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAGS), more: Math.max(0, tags.length - CARD_TAGS) };
}

export function cardExcerpt(article: Pick<ArticleSummary, 'excerpt'>): string | null {
  const excerpt = article.excerpt?.trim();
  return excerpt ? truncateExcerpt(excerpt, CARD_EXCERPT_LENGTH) : null;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "N min read" (at least 1); null while there is no content to estimate from. */
export function readingTime(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** "Just now", "3h ago", "2d ago", or the date (spec "Dashboard", relative time). */
export function savedWhen(createdAt: string, now: Date): string {
  return relativeTime(new Date(createdAt), now, (date) => dateFormat.format(date));
}

/** The site's name, else the host without "www.". Text only, never markup. */
export function siteLabel(article: Pick<ArticleSummary, 'siteName' | 'url'>): string {
  const name = article.siteName?.trim();
  if (name) return name;
  try {
    return new URL(article.url).hostname.replace(/^www\./, '');
  } catch {
    return article.url;
  }
}

/**
 * The card's title: the article's, else (an import whose file had none) the link's host and
 * path, which says more than "Untitled".
 */
export function cardTitle(article: Pick<ArticleSummary, 'title' | 'url'>): string {
  const title = article.title?.trim();
  if (title) return title;
  try {
    const url = new URL(article.url);
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return article.url.trim() || 'Untitled';
  }
}

/** Only Canyon's own image URLs are shown (SECURITY.md 45); anything else gives no thumbnail. */
export function safeImageUrl(url: string | null): string | null {
  return canyonImageUrl(url);
}
