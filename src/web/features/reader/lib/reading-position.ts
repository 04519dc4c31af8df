import { readingState } from '@/shared/articles/list-options';

/** Where the article body is on the page, in document pixels, and how the window shows it. */
export type BodyGeometry = {
  scrollY: number;
  viewportHeight: number;
  /** Top of the body from the top of the document. */
  bodyTop: number;
  bodyHeight: number;
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * How much of the body has come into view, 0 to 1: the share of it above the window's bottom
 * edge. It reaches 1 when the end of the body shows, whatever follows it on the page.
 */
export function progressAt({ scrollY, viewportHeight, bodyTop, bodyHeight }: BodyGeometry): number {
  if (bodyHeight <= 0) return 0;
  return clamp((scrollY + viewportHeight - bodyTop) / bodyHeight);
}

/** The scroll position at which progressAt() gives `progress` again (the inverse). */
export function scrollTopFor(
  progress: number,
  { viewportHeight, bodyTop, bodyHeight }: Omit<BodyGeometry, 'scrollY'>,
): number {
  return Math.max(0, Math.round(bodyTop + clamp(progress) * bodyHeight - viewportHeight));
}

/**
 * Opening an article again goes back to where the reader was; an unread or finished one opens
 * at the top, and a link to an anchor in the page wins over the saved place.
 */
export function shouldRestore(progress: number, hash: string): boolean {
  return !hash && readingState(progress) === 'in_progress';
}
