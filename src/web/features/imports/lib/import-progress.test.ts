import { describe, expect, it } from 'vitest';
import {
  importProgress,
  isImportActive,
  isImportRunning,
} from '@/web/features/imports/lib/import-progress';
import { fakeImport } from '@/web/features/imports/testing/fake-imports';

describe('import progress', () => {
  it('counts entries read while reading, with no end known', () => {
    expect(importProgress(fakeImport({ status: 'reading', counts: { total: 1 } }))).toEqual({
      percent: null,
      caption: '1 entry read so far',
    });
    expect(importProgress(fakeImport({ status: 'reading', counts: { total: 20_000 } }))).toEqual({
      percent: null,
      caption: '20,000 entries read so far',
    });
  });

  it('is the share of added articles whose content is settled, fetched or failed', () => {
    const fetching = fakeImport({
      status: 'fetching',
      counts: { total: 9, added: 6, fetched: 2, failed: 1, pending: 3 },
    });
    expect(importProgress(fetching)).toEqual({
      percent: 50,
      caption: '3 of 6 articles processed',
    });
    // Rounded down: 100% only when every article is settled.
    const almost = fakeImport({
      status: 'fetching',
      counts: { added: 1000, fetched: 999, pending: 1 },
    });
    expect(importProgress(almost).percent).toBe(99);
  });

  it('is full when nothing new was added, unless the import stopped', () => {
    const onlyDuplicates = fakeImport({ status: 'done', counts: { total: 3, duplicates: 3 } });
    expect(importProgress(onlyDuplicates)).toEqual({
      percent: 100,
      caption: 'No new articles to fetch',
    });
    expect(importProgress(fakeImport({ status: 'failed' })).percent).toBe(0);
  });

  it('runs while reading or fetching; a stopped import is followed while content arrives', () => {
    expect(isImportRunning('reading')).toBe(true);
    expect(isImportRunning('fetching')).toBe(true);
    expect(isImportRunning('done')).toBe(false);
    expect(isImportRunning('failed')).toBe(false);
    expect(isImportActive(fakeImport({ status: 'failed', counts: { pending: 2 } }))).toBe(true);
    expect(isImportActive(fakeImport({ status: 'failed', counts: { pending: 0 } }))).toBe(false);
    expect(isImportActive(fakeImport({ status: 'done' }))).toBe(false);
  });
});
