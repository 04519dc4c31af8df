import type { ImportStatus, ImportSummary } from '@/shared/imports/import-schemas';

/** What the progress panel says the import is doing, in the reader's words. */
export const IMPORT_STATUS_WORDS: Record<ImportStatus, string> = {
  reading: 'Reading your file…',
  fetching: 'Fetching article content…',
  done: 'Import finished',
  failed: 'Import stopped',
};

const number = new Intl.NumberFormat('en-US');

export function formatCount(n: number): string {
  return number.format(n);
}

/** The server still works on it: reading the file, or fetching content. */
export function isImportRunning(status: ImportStatus): boolean {
  return status === 'reading' || status === 'fetching';
}

/**
 * Whether the screen should keep asking for news. A stopped import (its file could not be read
 * to the end) keeps the entries it read, and their content still arrives in the background.
 */
export function isImportActive(summary: Pick<ImportSummary, 'status' | 'counts'>): boolean {
  return (
    isImportRunning(summary.status) || (summary.status === 'failed' && summary.counts.pending > 0)
  );
}

export type ImportProgress = {
  /** 0–100, or null while the file is read: how long it is is not known until the end. */
  percent: number | null;
  /** The same in words, for the bar's caption and its aria-valuetext. */
  caption: string;
};

/**
 * The progress bar: entries read while reading (no end known), then the share of added
 * articles whose content is settled, fetched or failed.
 */
export function importProgress(summary: Pick<ImportSummary, 'status' | 'counts'>): ImportProgress {
  const { status, counts } = summary;
  if (status === 'reading') {
    return {
      percent: null,
      caption: `${formatCount(counts.total)} ${counts.total === 1 ? 'entry' : 'entries'} read so far`,
    };
  }
  const settled = counts.fetched + counts.failed;
  if (counts.added === 0) {
    return {
      percent: status === 'failed' ? 0 : 100,
      caption: 'No new articles to fetch',
    };
  }
  return {
    percent: Math.min(100, Math.floor((settled / counts.added) * 100)),
    caption: `${formatCount(settled)} of ${formatCount(counts.added)} ${counts.added === 1 ? 'article' : 'articles'} processed`,
  };
}
