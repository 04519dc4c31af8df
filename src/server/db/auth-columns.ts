import type { DialectName } from './database';
import type { AuthDate, AuthFlag } from './schema';

// Better Auth's tables keep its own value formats, which differ by dialect (see schema.ts).
// Repositories that touch those columns go through these so rows read the same everywhere.

export function readAuthDate(value: AuthDate): Date {
  return value instanceof Date ? value : new Date(value);
}

export function readAuthFlag(value: AuthFlag): boolean {
  return value === true || value === 1;
}

export function writeAuthDate(dialect: DialectName, value: Date): AuthDate {
  return dialect === 'postgres' ? value : value.toISOString();
}

export function writeAuthFlag(dialect: DialectName, value: boolean): AuthFlag {
  if (dialect === 'postgres') return value;
  return value ? 1 : 0;
}
