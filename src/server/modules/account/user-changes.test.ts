import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestDatabase, testDialects, type TestDb } from '../../test/test-database';
import {
  createUserChanges,
  inProcessUserChanges,
  LISTENER_NAME,
  onUserChangesClose,
  postgresUserChanges,
  type UserChanges,
} from './user-changes';

const logger = createLogger({ logLevel: 'silent' });

/** Resolves with the next call of a listener subscribed to `userId`. */
function nextChange(changes: UserChanges, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = changes.subscribe(userId, () => {
      stop();
      resolve();
    });
  });
}

describe('user changes in one process', () => {
  it('calls the listeners of that reader only, until they unsubscribe', async () => {
    const changes = inProcessUserChanges();
    const heard: string[] = [];
    const stopAda = changes.subscribe('ada', () => heard.push('ada'));
    changes.subscribe('bob', () => heard.push('bob'));
    await changes.publish('ada');
    stopAda();
    await changes.publish('ada');
    await changes.publish('bob');
    expect(heard).toEqual(['ada', 'bob']);
  });

  it('runs close hooks once when closed', async () => {
    const changes = inProcessUserChanges();
    let closed = 0;
    onUserChangesClose(changes, () => (closed += 1));
    await changes.close();
    await changes.close();
    expect(closed).toBe(1);
  });

  it('is what SQLite gets', async () => {
    const db = await createTestDatabase('sqlite');
    try {
      const changes = createUserChanges({ databaseUrl: undefined }, db, logger);
      const heard = nextChange(changes, 'ada');
      await changes.publish('ada');
      await heard;
      await changes.close();
    } finally {
      await db.drop();
    }
  });
});

describe.skipIf(!testDialects.includes('postgres'))('user changes on PostgreSQL', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('a change published by one process reaches every process, itself included', async () => {
    const one = postgresUserChanges(db.url!, db, logger);
    const two = postgresUserChanges(db.url!, db, logger);
    try {
      await Promise.all([one.listening(), two.listening()]);
      const heardByOne = nextChange(one, 'ada');
      const heardByTwo = nextChange(two, 'ada');
      let bobHeard = false;
      two.subscribe('bob', () => (bobHeard = true));
      await one.publish('ada');
      await Promise.all([heardByOne, heardByTwo]);
      expect(bobHeard).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('listens again after its connection drops, and calls every listener once it is back', async () => {
    const listener = postgresUserChanges(db.url!, db, logger, { firstMs: 10, maxMs: 50 });
    const publisher = postgresUserChanges(db.url!, db, logger);
    try {
      await listener.listening();
      const caughtUp = nextChange(listener, 'ada');
      const dbName = new URL(db.url!).pathname.slice(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = ${dbName}
        and pid <> pg_backend_pid()`.execute(db.kysely);
      // Both connections of this database went; each listens again and catches its readers up.
      await caughtUp;
      await listener.listening();
      const heard = nextChange(listener, 'ada');
      await publisher.publish('ada');
      await heard;
    } finally {
      await listener.close();
      await publisher.close();
    }
  });

  it('createUserChanges listens on PostgreSQL through DATABASE_URL', async () => {
    const changes = createUserChanges({ databaseUrl: db.url }, db, logger);
    try {
      await (changes as ReturnType<typeof postgresUserChanges>).listening();
      const heard = nextChange(changes, 'ada');
      await changes.publish('ada');
      await heard;
    } finally {
      await changes.close();
    }
  });
});
