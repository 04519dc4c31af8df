import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { pingDatabase } from './health.repo';

export async function checkHealth(db: Db): Promise<{ status: 'ok'; db: 'sqlite' | 'postgres' }> {
  try {
    await pingDatabase(db);
  } catch (cause) {
    throw new AppError('UNAVAILABLE', 'The database is not answering.', { cause });
  }
  return { status: 'ok', db: db.dialect };
}
