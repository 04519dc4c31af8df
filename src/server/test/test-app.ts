import { loadConfig, type Config } from '../config';
import { createApp } from '../app';
import type { DialectName } from '../db/database';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDb } from './test-database';

export type TestApp = { app: ReturnType<typeof createApp>; db: TestDb; config: Config };

/** The real app, in process, on a fresh database of the given dialect. */
export async function createTestApp(
  dialect: DialectName,
  options: { webDir?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const db = await createTestDatabase(dialect);
  const app = createApp({ config, db, logger: createLogger(config), webDir: options.webDir });
  return { app, db, config };
}
