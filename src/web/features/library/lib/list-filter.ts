import type { ArticleSort, ReadingState } from '@/shared/articles/article-schemas';
import { normalizeTag } from '@/shared/articles/tags';
import { articleSorts, readingStates } from '@/shared/articles/list-options';

/**
 * What the dashboard list shows (spec "Dashboard", issue #17): archived or not, any-of these
 * tags, a search, an order and a reading-progress filter.
 */
export type ListFilter = {
  archived: boolean;
  tags: string[];
  /** The search as typed ('' for none). */
  q: string;
  /** null: the default order (relevance while searching, else newest first). */
  sort: ArticleSort | null;
  /** null: every article, whatever its progress. */
  progress: ReadingState | null;
};

export const DEFAULT_FILTER: ListFilter = {
  archived: false,
  tags: [],
  q: '',
  sort: null,
  progress: null,
};

/** The order the list is really in: the chosen one, else the default for a search or not. */
export function effectiveSort(filter: Pick<ListFilter, 'q' | 'sort'>): ArticleSort {
  const searching = isSearching(filter);
  if (filter.sort === 'relevance') return searching ? 'relevance' : 'newest';
  return filter.sort ?? (searching ? 'relevance' : 'newest');
}

export function isSearching(filter: Pick<ListFilter, 'q'>): boolean {
  return filter.q.trim() !== '';
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/**
 * The filter lives in the dashboard's address (?archived=true&tags=a,b&q=…&sort=…&progress=…),
 * so reload and Back keep it. Unknown values are ignored rather than sent on to the server.
 */
export function filterFromSearch(params: URLSearchParams): ListFilter {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map(normalizeTag)
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);
  const q = params.get('q') ?? '';
  const sort = oneOf(articleSorts, params.get('sort'));
  return {
    archived: params.get('archived') === 'true',
    tags,
    q,
    // Relevance means nothing without a search.
    sort: sort === 'relevance' && !isSearching({ q }) ? null : sort,
    progress: oneOf(readingStates, params.get('progress')),
  };
}

/** The search string for a filter: '' for the default list. Defaults are left out. */
export function filterToSearch(
  partial: Pick<ListFilter, 'archived' | 'tags'> & Partial<ListFilter>,
): string {
  const filter: ListFilter = { ...DEFAULT_FILTER, ...partial };
  const params = new URLSearchParams();
  if (filter.archived) params.set('archived', 'true');
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  if (isSearching(filter)) params.set('q', filter.q);
  const sort = effectiveSort(filter);
  if (sort !== effectiveSort({ q: filter.q, sort: null })) params.set('sort', sort);
  if (filter.progress) params.set('progress', filter.progress);
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

export function toggleTag(filter: ListFilter, tag: string): ListFilter {
  const tags = filter.tags.includes(tag)
    ? filter.tags.filter((t) => t !== tag)
    : [...filter.tags, tag];
  return { ...filter, tags };
}

export function isFiltered(filter: ListFilter): boolean {
  return filter.tags.length > 0 || filter.progress !== null || isSearching(filter);
}
