import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { readingMinutes } from '@/shared/articles/format';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Spec "Article reader": the Updated date shows only when it reads differently from Saved. */
export function updatedLabel(
  article: Pick<ArticleDetail, 'createdAt' | 'updatedAt'>,
): string | null {
  const updated = formatDate(article.updatedAt);
  return updated === formatDate(article.createdAt) ? null : updated;
}

/** The server's estimate, else one from the text, e.g. "6 min read". */
export function readingTime(article: Pick<ArticleDetail, 'readingMinutes'>, text: string): string {
  return `${article.readingMinutes ?? readingMinutes(text)} min read`;
}

/** Only http(s) URLs become links or images. */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
