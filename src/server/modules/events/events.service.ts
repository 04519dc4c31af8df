import type { ClientEvent } from '@/shared/events/usage-events';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { findArticle } from '../articles/articles.repo';
import { NOT_FOUND_MESSAGE } from '../articles/articles.service';
import { recordEvent } from './events.repo';

/**
 * An event the web app reports for its reader. An opening is recorded only for the reader's
 * own article: another reader's id answers 404, as everywhere else.
 */
export async function recordClientEvent(db: Db, userId: string, event: ClientEvent): Promise<void> {
  if (event.name === 'article_read') {
    if (!(await findArticle(db, userId, event.properties.article_id))) {
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
  }
  await recordEvent(db, { userId, type: event.name, data: event.properties });
}
