import { AppError } from '../../errors';
import type { ArticleCursor } from './articles.repo';

/** Cursors are opaque to clients: the last item's creation time and id, base64url-encoded. */
export function encodeCursor(cursor: ArticleCursor): string {
  return Buffer.from(`${cursor.createdAt}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): ArticleCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  // Ids are Canyon's own (UUIDs), so nothing else, NUL included, reaches a query.
  const match = /^(\d{1,16})\.([\w-]{1,100})$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor');
  return { createdAt: Number(match[1]), id: match[2] };
}
