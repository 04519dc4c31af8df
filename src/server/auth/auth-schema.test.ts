import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { captureMail } from '../test/test-app';
import { createTestDatabase, describeEachDialect, type TestDb } from '../test/test-database';
import { authOptions } from './create-auth';
import { createRateLimiter } from './rate-limiter';

// Better Auth's tables are Canyon migrations (docs/decisions/005-…). This is the check that
// they are exactly what Better Auth would create, so an upgrade that changes its schema
// fails here instead of in production.
describeEachDialect("Better Auth's tables on %s", (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('need nothing created, added or changed after Canyon’s migrations', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DEFAULT_PLAN: 'free' });
    const complaints: string[] = [];
    const options = {
      ...authOptions({
        config,
        db,
        logger: createLogger(config),
        mailer: captureMail(),
        secret: 'x'.repeat(32),
        rateLimiter: createRateLimiter(db),
        background: () => undefined,
      }),
      logger: {
        level: 'warn' as const,
        log: (level: string, message: string) => {
          if (level === 'warn' || level === 'error') complaints.push(message);
        },
      },
    };
    const plan = await getMigrations(options);
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
    expect(plan.toBeAdded.map((t) => [t.table, Object.keys(t.fields)])).toEqual([]);
    expect(plan.toBeAddedIndexes.map((i) => i.name)).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
    // Type mismatches are only warnings in Better Auth; here they are failures.
    expect(complaints).toEqual([]);
  });
});
