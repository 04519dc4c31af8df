import type { Migration, MigrationProvider } from 'kysely';
import * as articles from './001-articles';

/** Every migration, in order. Add new ones at the end; never edit a released one. */
const migrations: Record<string, Migration> = {
  '001-articles': articles,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
