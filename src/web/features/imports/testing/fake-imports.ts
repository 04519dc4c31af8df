import type {
  ImportCounts,
  ImportDetail,
  ImportItemReport,
  ImportSummary,
} from '@/shared/imports/import-schemas';
import type { FakeApi } from '@/web/test/fake-api';

/** An import as GET /api/imports answers it; counts default to nothing read yet. */
export function fakeImport(
  fields: Partial<Omit<ImportSummary, 'counts'>> & { counts?: Partial<ImportCounts> } = {},
): ImportSummary {
  const { counts, ...rest } = fields;
  return {
    id: 'imp-1',
    status: 'reading',
    format: 'pocket-csv',
    formatName: 'Pocket (CSV)',
    fileName: 'pocket-export.csv',
    fileSize: 12_700,
    error: null,
    createdAt: '2026-03-05T14:03:00.000Z',
    finishedAt: null,
    ...rest,
    counts: {
      total: 0,
      added: 0,
      duplicates: 0,
      invalid: 0,
      fetched: 0,
      failed: 0,
      pending: 0,
      ...counts,
    },
  };
}

/** One line of an import's report. */
export function fakeItem(line: number, fields: Partial<ImportItemReport> = {}): ImportItemReport {
  return {
    id: `item-${line}`,
    position: `line ${line}`,
    url: `https://example.com/articles/${line}`,
    title: `Article ${line}`,
    outcome: 'added',
    contentState: 'fetched',
    message: null,
    articleId: `a${line}`,
    ...fields,
  };
}

const matches: Record<string, (item: ImportItemReport) => boolean> = {
  all: () => true,
  added: (item) => item.outcome === 'added',
  duplicates: (item) => item.outcome === 'duplicate',
  failed: (item) =>
    item.outcome === 'invalid' || (item.outcome === 'added' && item.contentState === 'failed'),
};

export type ServedImport = { summary: ImportSummary; items: ImportItemReport[] };

/**
 * Answers GET /api/imports/:id as the server does: the summary, then the report filtered and
 * paged by position (the cursor is the index of the last line sent). Change `served` to move on.
 */
export function serveImport(api: FakeApi, served: ServedImport): void {
  api.on(`GET /api/imports/${served.summary.id}`, ({ url }) => {
    const filter = url.searchParams.get('filter') ?? 'all';
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const after = Number(url.searchParams.get('cursor') ?? -1);
    const lines = served.items
      .map((item, index) => ({ item, index }))
      .filter(({ item, index }) => index > after && (matches[filter] ?? matches.all)!(item));
    const page = lines.slice(0, limit);
    const body: ImportDetail = {
      ...served.summary,
      items: page.map(({ item }) => item),
      nextCursor: lines.length > limit ? String(page.at(-1)!.index) : null,
    };
    return { status: 200, body };
  });
}
