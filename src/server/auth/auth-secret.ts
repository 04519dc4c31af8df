import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { keepFirstSecret } from './auth-secret.repo';

/**
 * AUTH_SECRET signs sessions and encrypts OAuth tokens. Without one set, Canyon generates one
 * and keeps it in the database: the first process to start wins and every other process
 * (now or later) reads the same value, so sessions survive restarts and work across processes.
 */
export async function resolveAuthSecret(
  config: Pick<Config, 'authSecret'>,
  db: Db,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  return keepFirstSecret(db, 'auth', randomBytes(32).toString('base64url'), Date.now());
}
