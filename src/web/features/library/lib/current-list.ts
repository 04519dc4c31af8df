import { paths } from '@/web/config/paths';
import {
  DEFAULT_FILTER,
  filterToSearch,
  type ListFilter,
} from '@/web/features/library/lib/list-filter';

// The reader's Previous/Next and Back follow "the dashboard's current list": the filter the
// dashboard showed last in this tab. Kept in memory only; a fresh tab starts with the default.
let current: ListFilter = DEFAULT_FILTER;

export function rememberListFilter(filter: ListFilter): void {
  current = filter;
}

export function currentListFilter(): ListFilter {
  return current;
}

/** The dashboard as the reader left it (same filter). */
export function currentListHref(): string {
  return `${paths.dashboard.href()}${filterToSearch(current)}`;
}

export type Neighbours = { previousId: string | null; nextId: string | null };

export function neighboursOf(ids: readonly string[], id: string): Neighbours {
  const index = ids.indexOf(id);
  if (index === -1) return { previousId: null, nextId: null };
  return { previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null };
}
