import { AppError } from '../../errors';
import type { ArticleCursor } from './articles.repo';

const invalid = () => new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor');

/** Cursors are opaque to clients: the last item's creation time and id, base64url-encoded. */
export function encodeCursor(cursor: ArticleCursor): string {
  return Buffer.from(`${cursor.createdAt}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): ArticleCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  // Ids are Canyon's own (UUIDs), so nothing else, NUL included, reaches a query.
  const match = /^(\d{1,16})\.([\w-]{1,100})$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw invalid();
  return { createdAt: Number(match[1]), id: match[2] };
}

/** Deepest page a relevance-ordered search reaches (its rows are ranked, so paged by offset). */
export const MAX_SEARCH_OFFSET = 10_000;

/** The cursor of a relevance-ordered search page: how many results came before it. */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(`rank.${offset}`, 'utf8').toString('base64url');
}

export function decodeOffsetCursor(text: string): number {
  const match = /^rank\.(\d{1,6})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const offset = Number(match?.[1] ?? Number.NaN);
  if (!Number.isInteger(offset) || offset > MAX_SEARCH_OFFSET) throw invalid();
  return offset;
}
