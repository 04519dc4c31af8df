import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

// The job queue's table on SQLite (src/server/jobs/sqlite-job-queue.ts, decision 018). On
// PostgreSQL the queue is pg-boss, which keeps its own `pgboss` schema up to date itself.
export function jobsMigration(dialect: DialectName): Migration {
  if (dialect === 'postgres') return { up: async () => undefined };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('queue', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        // created, active, completed or failed
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_after', 'bigint', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('jobs_next')
        .on('jobs')
        // In the claim's own order, so taking the next job reads one index entry, not a sort
        // of every waiting job (an import queues thousands).
        .columns(['queue', 'state', 'priority desc', 'start_after'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
