// Start-up: read config, open and migrate the database, listen. Fails fast with one clear line.
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { ConfigError, loadConfig, readEnvironment, type Config } from './config';
import {
  describePostgresUrl,
  migrateToLatest,
  openDatabase,
  sqliteFile,
  type Db,
} from './db/database';
import { serveApp } from './http/serve-app';
import { createLogger } from './logger';
import { startWordPairing } from './modules/search/word-pairing';
import { createExtractionPool } from './modules/extraction/extraction-pool';
import { createAppArticleImages } from './modules/images/images.service';
import { declareImageQueue } from './modules/images/image-jobs';
import { createSaveLimiter } from './modules/saving/save-limiter';
import { createAiLimiter } from './modules/ai/ai-limiter';
import { createAiProvider } from './modules/ai/create-ai-provider';
import { createUserChanges } from './modules/account/user-changes';
import { createBilling } from './modules/billing/billing.service';
import { createJobQueue } from './jobs/create-job-queue';
import { createMailer } from './mail/mailer';
import { importDepsOf } from './modules/imports/import-deps';
import { declareImportQueues, startImportWorkers } from './modules/imports/import-workers';
import { outboxDir } from './mail/outbox-mailer';
import { ActivityGate } from './jobs/activity-gate';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function openDatabaseOrExit(config: Config): Promise<Db> {
  const where = config.databaseUrl
    ? `PostgreSQL at ${describePostgresUrl(config.databaseUrl)}`
    : `SQLite at ${sqliteFile(config.dataDir)}`;
  let db: Db | undefined;
  try {
    db = openDatabase(config);
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    fail(
      `Canyon cannot start: cannot open the database (${where}): ${reason}${code && !reason.includes(code) ? ` [${code}]` : ''}`,
    );
  }
}

/** The main thread's heap limit, logged at start so an operator sees the cap in force. */
const heapLimitMb = () => Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);

export async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  const db = await openDatabaseOrExit(config);
  const mailer = createMailer(config, logger);
  const auth = await createAuth({ config, db, logger, mailer });
  // Two levels up is the project both from src/server/main.ts and from dist/server/main.js.
  const webDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
  const extractor = createExtractionPool({
    onWorkerError: (err) => logger.error({ err }, 'extraction worker failed'),
  });
  const userChanges = createUserChanges(config, db, logger);
  const jobs = await createJobQueue(db, logger);
  await declareImportQueues(jobs);
  await declareImageQueue(jobs);
  const articleImages = createAppArticleImages({ db, config, logger, jobs });
  const handSaves = new ActivityGate();
  const wordPairing = startWordPairing(db, logger);
  const app = createApp({
    config,
    db,
    logger,
    auth,
    mailer,
    extractor,
    saveLimiter: createSaveLimiter(db, config),
    articleImages,
    ai: createAiProvider(config, { logger }),
    aiLimiter: createAiLimiter(db),
    billing: createBilling(config, { db, logger, userChanges }),
    userChanges,
    jobs,
    handSaves,
    webDir,
  });
  await startImportWorkers(
    importDepsOf({ config, db, logger, extractor, articleImages, jobs, auth, handSaves }),
  );
  await articleImages.work();
  // Images the last run left pending without a job are queued again.
  // A failure here must not end the process: the images are still fetched on demand.
  void articleImages
    .resume()
    .then((resumed) => logger.info(resumed, 'article images resumed after start-up'))
    .catch((err: unknown) => logger.error({ err }, 'resuming article images failed'));

  logger.info(
    { signInMethods: ['email', ...auth.signInMethods.providers.map((p) => p.id)] },
    'sign-in methods',
  );
  if (!config.mail.smtpUrl) {
    logger.warn(
      { outbox: outboxDir(config.dataDir) },
      'SMTP_URL is not set: mail is logged and kept in the outbox instead of sent',
    );
  }

  const server = serveApp({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info(
      { port: config.port, db: db.dialect, heapLimitMb: heapLimitMb() },
      `Canyon is listening on ${config.publicUrl}`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT to another port)`
        : error.message;
    fail(`Canyon cannot start: ${reason}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // Ends the open event streams too, which would otherwise hold server.close() open.
    const changesClosed = userChanges.close();
    server.close(() => {
      // Let mail that is on its way finish before the database goes.
      void auth
        .settled()
        .then(() => jobs.stop())
        .then(() => wordPairing.stop())
        .then(() => mailer.close())
        .then(() => extractor.close())
        .then(() => changesClosed)
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

// `node dist/server/main.js` (the container's command) starts the server by itself.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
