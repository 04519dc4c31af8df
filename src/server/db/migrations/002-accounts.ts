import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database';

// Better Auth's tables (user, session, account, verification) exactly as its own migration
// tool would create them for this configuration, plus the spec's user-record fields on
// "user" (docs/decisions/005-better-auth-tables-as-our-migrations.md). Better Auth owns their
// names and value formats: camelCase columns; on SQLite dates are ISO text in "date" columns
// and flags are 0/1, on PostgreSQL timestamptz and boolean. The spec's own fields follow
// Canyon's rule instead (epoch milliseconds, 0/1), because Canyon writes them.
// src/server/auth/auth-schema.test.ts fails if this drifts from what Better Auth expects.

export function accountsMigration(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  const flag = postgres ? 'boolean' : 'integer';
  const date = postgres ? 'timestamptz' : 'date';
  // Better Auth gives PostgreSQL creation times a database default; SQLite gets none.
  const stamped = (c: ColumnDefinitionBuilder) =>
    postgres ? c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`) : c.notNull();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', flag, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', date, stamped)
        .addColumn('updatedAt', date, stamped)
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('authProvider', 'text', (c) => c.notNull())
        .addColumn('stripeCustomerId', 'text')
        .addColumn('stripeSubscriptionId', 'text')
        .addColumn('subscriptionStatus', 'text')
        .addColumn('currentPeriodEnd', 'bigint')
        .addColumn('cancelAtPeriodEnd', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', date, stamped)
        .addColumn('updatedAt', date, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();

      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', date)
        .addColumn('refreshTokenExpiresAt', date)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', date, stamped)
        .addColumn('updatedAt', date, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('createdAt', date, stamped)
        .addColumn('updatedAt', date, stamped)
        .execute();

      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
      await db.schema
        .createIndex('verification_identifier_idx')
        .on('verification')
        .column('identifier')
        .execute();

      // Canyon's own support tables for sign-in.
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      // Fixed-window counters shared by every process (SECURITY.md §25).
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_window_start')
        .on('rate_limits')
        .column('window_start')
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'rate_limits',
        'app_secrets',
        'verification',
        'account',
        'session',
        'user',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
