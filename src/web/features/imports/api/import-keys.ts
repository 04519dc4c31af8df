import type { ImportItemFilter } from '@/shared/imports/import-schemas';

/** Query keys of the Import section's data. */
export const importKeys = {
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  detail: (id: string, filter: ImportItemFilter) => ['imports', 'detail', id, filter] as const,
};

/** While an import runs, its progress is asked for this often (issue #16: a bar that moves). */
export const IMPORT_POLL_MS = 1500;
