import { normalizeTag } from '@/shared/articles/tags';

/** What the dashboard list shows (spec "Dashboard"): archived or not, and any-of these tags. */
export type ListFilter = { archived: boolean; tags: string[] };

export const DEFAULT_FILTER: ListFilter = { archived: false, tags: [] };

/** The filter lives in the dashboard's address (?archived=true&tags=a,b), so reload keeps it. */
export function filterFromSearch(params: URLSearchParams): ListFilter {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map(normalizeTag)
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);
  return { archived: params.get('archived') === 'true', tags };
}

/** The search string for a filter: '' for the default list. */
export function filterToSearch(filter: ListFilter): string {
  const params = new URLSearchParams();
  if (filter.archived) params.set('archived', 'true');
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
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
  return filter.tags.length > 0;
}
