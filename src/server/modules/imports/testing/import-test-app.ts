import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../../db/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startImportSite, type ImportSite } from './import-site';

/** The app with its import workers running, and the loopback site its imports fetch from. */
export type ImportTestApp = {
  /** There once the block's beforeAll has run (so: inside tests). */
  readonly t: TestApp;
  readonly site: ImportSite;
};

/**
 * The real app on a fresh database, its imports run against one loopback site. Call it in the
 * describe block: it adds the block's beforeAll and afterAll (the database is dropped).
 */
export function setUpImportTestApp(dialect: DialectName): ImportTestApp {
  let app: TestApp | undefined;
  let loopback: ImportSite | undefined;
  beforeAll(async () => {
    loopback = await startImportSite();
    app = await createTestApp(dialect, {
      // One site serves every test; politeness toward it has a test of its own.
      env: { FETCH_ALLOW_PRIVATE_HOSTS: loopback.host, IMPORT_HOST_REQUESTS_PER_MINUTE: '600' },
      runImports: true,
    });
  });
  afterAll(async () => {
    await app?.db.drop();
    await loopback?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the import test app is set up in beforeAll; use it in tests');
    return value;
  };
  return {
    get t() {
      return ready(app);
    },
    get site() {
      return ready(loopback);
    },
  };
}
