import { createApp } from '../app';
import { createAuth, type Auth } from '../auth/create-auth';
import { loadConfig, type Config } from '../config';
import type { DialectName } from '../db/database';
import { createLogger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestDatabase, type TestDb } from './test-database';
import { testExtractor } from './test-extractor';
import type { Extractor } from '../http/app-env';

/** Mail the app sent, kept in memory instead of delivered. */
export type CapturedMail = Mailer & { messages: MailMessage[] };

export function captureMail(): CapturedMail {
  const messages: MailMessage[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(message);
    },
    close: () => undefined,
  };
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: TestDb;
  config: Config;
  auth: Auth;
  mail: CapturedMail;
};

/** The real app, in process, on a fresh database of the given dialect. */
export async function createTestApp(
  dialect: DialectName,
  options: {
    webDir?: string;
    env?: Record<string, string>;
    db?: TestDb;
    mailer?: Mailer;
    /** Instead of the shared one-thread pool (tests of the pool's limits bring their own). */
    extractor?: Extractor;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const db = options.db ?? (await createTestDatabase(dialect));
  const logger = createLogger(config);
  const mail = captureMail();
  const auth = await createAuth({ config, db, logger, mailer: options.mailer ?? mail });
  const app = createApp({
    config,
    db,
    logger,
    auth,
    extractor: options.extractor ?? testExtractor(),
    webDir: options.webDir,
  });
  return { app, db, config, auth, mail };
}
