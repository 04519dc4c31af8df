import type { ImportItemReport } from '@/shared/imports/import-schemas';

export type ItemTone = 'added' | 'pending' | 'neutral' | 'problem';

/** The report line's badge: what became of the entry, and of its content once added. */
export function itemBadge(item: Pick<ImportItemReport, 'outcome' | 'contentState'>): {
  label: string;
  tone: ItemTone;
} {
  if (item.outcome === 'invalid') return { label: 'Invalid', tone: 'problem' };
  if (item.outcome === 'duplicate') return { label: 'Duplicate', tone: 'neutral' };
  if (item.contentState === 'pending') return { label: 'Fetching content…', tone: 'pending' };
  if (item.contentState === 'failed') return { label: 'Content failed', tone: 'problem' };
  return { label: 'Added', tone: 'added' };
}

/** Only an added item whose content could not be fetched can be tried again. */
export function canRetry(item: Pick<ImportItemReport, 'outcome' | 'contentState' | 'articleId'>) {
  return item.outcome === 'added' && item.contentState === 'failed' && item.articleId !== null;
}
