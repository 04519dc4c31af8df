import { afterAll, beforeAll } from 'vitest';
import { userRecordSchema } from '@/shared/auth/user-record';
import type { DialectName } from '../../../db/database';
import { signedInClient, type TestClient } from '../../../test/auth-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inProcessUserChanges } from '../user-changes';

/** The app for one describe block's tests of the reader's own record. */
export type AccountTestApp = {
  /** The app itself, there once the block's beforeAll has run (so: inside tests). */
  readonly t: TestApp;
  /** A signed-in reader and their user id. */
  reader(email: string): Promise<{ client: TestClient; id: string }>;
  /**
   * Starts listening for changes announced for the reader, as their open pages do; the function
   * returned stops and answers the ids heard, one per announcement.
   */
  listen(userId: string): () => string[];
};

/**
 * The real app on a fresh database, with the user changes it announces open to the tests. Call
 * it in the describe block: it adds the block's beforeAll and afterAll (the database is dropped).
 */
export function setUpAccountTestApp(dialect: DialectName): AccountTestApp {
  const changes = inProcessUserChanges();
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(dialect, { userChanges: changes });
  });
  afterAll(async () => {
    await app?.db.drop();
  });
  const fixture: AccountTestApp = {
    get t() {
      if (!app) throw new Error('the account test app is set up in beforeAll; use it in tests');
      return app;
    },
    async reader(email) {
      const client = await signedInClient(fixture.t, email);
      const { id } = userRecordSchema.parse(await (await client.get('/api/me')).json());
      return { client, id };
    },
    listen(userId) {
      const heard: string[] = [];
      const stop = changes.subscribe(userId, () => heard.push(userId));
      return () => {
        stop();
        return heard;
      };
    },
  };
  return fixture;
}
