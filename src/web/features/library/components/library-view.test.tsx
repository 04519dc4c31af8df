import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { CONTENT_POLL_MS } from '@/web/features/library/api/list-articles';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';
import { LibraryView } from '@/web/features/library/components/library-view';
import { DEFAULT_FILTER, type ListFilter } from '@/web/features/library/lib/list-filter';
import type { NotifyOptions } from '@/web/features/library/lib/notify';
import { UNDO_NOTICE_MS } from '@/web/features/library/lib/undo';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
// Stands in for the app's toasts (another feature): records each notice and answers its id.
const notify = vi.fn(
  (..._args: [string, string, NotifyOptions?]) => `notice-${notify.mock.calls.length}`,
);
const dismissNotice = vi.fn();

/** The options of the last notice with an action (an Undo). */
function lastUndoNotice(): NotifyOptions {
  const call = notify.mock.calls.filter(([, , options]) => options?.action).at(-1);
  if (!call?.[2]) throw new Error('no notice with Undo');
  return call[2];
}
const pressUndo = () =>
  act(async () => {
    lastUndoNotice().action?.onClick();
  });
const closeNotice = () =>
  act(async () => {
    lastUndoNotice().onClose?.();
  });

function article(n: number, fields: Partial<ArticleSummary> = {}): ArticleSummary {
  const at = new Date(Date.now() - n * 60_000).toISOString();
  return {
    id: `a${n}`,
    url: `https://example.com/articles/${n}`,
    title: `Article ${n}`,
    excerpt: `Excerpt of article ${n}.`,
    siteName: 'Example',
    image: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt: at,
    updatedAt: at,
    contentStatus: null,
    readingMinutes: null,
    readingProgress: 0,
    snippet: null,
    ...fields,
  };
}

const densityChanges = vi.fn();

/** The view as the dashboard composes it: filter and density in state, the app's real toasts. */
function Harness({
  initial = DEFAULT_FILTER,
  initialDensity = 'comfortable',
}: {
  initial?: Partial<ListFilter>;
  initialDensity?: LibraryDensity;
}) {
  const [filter, setFilter] = useState<ListFilter>({ ...DEFAULT_FILTER, ...initial });
  const [density, setDensity] = useState(initialDensity);
  return (
    <LibraryView
      filter={filter}
      onFilterChange={setFilter}
      notify={notify}
      dismissNotice={dismissNotice}
      density={density}
      onDensityChange={(next) => {
        densityChanges(next);
        setDensity(next);
      }}
      saveAction={<button type="button">Save New Article</button>}
      onSaveRequest={() => notify('info', 'save requested')}
    />
  );
}

function renderLibrary(initial?: Partial<ListFilter>, initialDensity?: LibraryDensity) {
  return renderWithRouter(<Harness initial={initial} initialDensity={initialDensity} />, {
    path: '/dashboard',
    routes: ['/article/:id'],
  });
}

/** Serves `all` in pages of 20 with opaque cursors, as the server does. */
function serveArticles(all: ArticleSummary[]) {
  api.on('GET /api/articles', ({ url }) => {
    const archived = url.searchParams.get('archived') === 'true';
    const tags = url.searchParams.get('tags')?.split(',') ?? [];
    const matching = all.filter(
      (a) =>
        a.isArchived === archived && (tags.length === 0 || a.tags.some((t) => tags.includes(t))),
    );
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const items = matching.slice(start, start + 20);
    const next = start + 20 < matching.length ? String(start + 20) : null;
    return { status: 200, body: { items, nextCursor: next } };
  });
}

const cards = () => screen.queryAllByRole('article');

describe('LibraryView (spec "Dashboard")', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    notify.mockClear();
    dismissNotice.mockClear();
    densityChanges.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows 5 skeletons while the list loads, then the articles', async () => {
    let answer: () => void = () => {};
    api.on(
      'GET /api/articles',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { items: [article(1)], nextCursor: null } });
        }),
    );
    const { container } = renderLibrary();
    expect(await screen.findByRole('status', { name: 'Loading articles' })).toBeTruthy();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    act(() => answer());
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('says when the list failed to load, and tries again', async () => {
    let fail = true;
    api.on('GET /api/articles', () =>
      fail
        ? { status: 400, body: { error: { message: 'Bad', code: 'VALIDATION_FAILED' } } }
        : { status: 200, body: { items: [article(1)], nextCursor: null } },
    );
    renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load articles')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
  });

  it('has an empty state for a new library, for the archive and for a tag filter', async () => {
    serveArticles([]);
    const first = renderLibrary();
    expect(await screen.findByRole('heading', { name: 'Your library is empty' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save an article' }));
    expect(notify).toHaveBeenCalledWith('info', 'save requested');
    await userEvent.click(screen.getByRole('switch', { name: 'Show Archived' }));
    expect(await screen.findByRole('heading', { name: 'No archived articles' })).toBeTruthy();
    first.unmount();

    renderLibrary({ tags: ['news'] });
    expect(
      await screen.findByRole('heading', { name: 'No articles with these tags' }),
    ).toBeTruthy();
  });

  it('shows "Load more" while the server says there is more', async () => {
    serveArticles(Array.from({ length: 45 }, (_, i) => article(i + 1)));
    renderLibrary();
    await screen.findByRole('link', { name: 'Article 1' });
    expect(cards()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // 45 cards render slowly on a busy two-core machine.
  }, 15_000);

  it('shows "Your Links" with its tooltip, and Show Archived lists only archived articles', async () => {
    serveArticles([article(1), article(2, { isArchived: true, title: 'Old one' })]);
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Links' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'About Your Links' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain('newest first');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.queryByRole('link', { name: 'Old one' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Archived' }));
    expect(await screen.findByRole('link', { name: 'Old one' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull());
  });

  it('filters by tag: 8 tags, then "+N more" and "Show less"', async () => {
    const tags = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'b0'];
    api.on('GET /api/tags', () => ({ status: 200, body: { tags } }));
    serveArticles([article(1, { tags: ['a1'] }), article(2, { tags: ['b0'] })]);
    renderLibrary();
    const group = await screen.findByRole('group', { name: 'Filter by tag' });
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(8);
    expect(within(group).queryByRole('button', { name: 'b0' })).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: '+2 more' }));
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(10);
    await userEvent.click(within(group).getByRole('button', { name: 'b0' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Article 2' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'b0', pressed: true })).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Show less' }));
    expect(within(group).getByRole('button', { name: '+2 more' })).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Clear tag filter' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
  });

  it('shows a card with its site, time, cut excerpt, 2 tags and "+N more"', async () => {
    const long = `${'Careful readers return to long pieces like this one '.repeat(5)}end`;
    serveArticles([
      article(1, { tags: ['one', 'two', 'three', 'four'], excerpt: long, siteName: 'The Review' }),
      article(2, { title: null, tags: ['solo'] }),
    ]);
    renderLibrary();
    const card = (await screen.findByRole('link', { name: 'Article 1' })).closest('article');
    if (!card) throw new Error('no card');
    const scoped = within(card);
    expect(scoped.getByText('The Review')).toBeTruthy();
    expect(scoped.getByText('Just now')).toBeTruthy();
    expect(scoped.getByRole('button', { name: 'Show articles tagged one' })).toBeTruthy();
    expect(scoped.getByRole('button', { name: 'Show articles tagged two' })).toBeTruthy();
    expect(scoped.queryByRole('button', { name: 'Show articles tagged three' })).toBeNull();
    expect(scoped.getByText('+2 more')).toBeTruthy();
    const excerpt = scoped.getByText(/^Careful readers/).textContent ?? '';
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    // No title (an import's file may have none): the link's host and path say more than "Untitled".
    expect(screen.getByRole('link', { name: 'example.com/articles/2' }).getAttribute('href')).toBe(
      '/article/a2',
    );
  });

  it('marks imported articles whose content is on its way, quietly, and updates them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const all = [
      article(1, { contentStatus: 'pending', excerpt: null, source: 'import' }),
      article(2),
    ];
    serveArticles(all);
    renderLibrary();
    const card = (await screen.findByRole('link', { name: 'Article 1' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Fetching content…')).toBeTruthy();
    // No spinner per card: a list of thousands of imports would be a field of them.
    expect(card.querySelector('.animate-spin')).toBeNull();
    expect(screen.getAllByText('Fetching content…')).toHaveLength(1);

    // The list looks again while content is pending, and the mark goes when it has arrived.
    all[0] = { ...all[0]!, contentStatus: null, excerpt: 'Now with content.' };
    await act(async () => vi.advanceTimersByTime(CONTENT_POLL_MS));
    await waitFor(() => expect(screen.queryByText('Fetching content…')).toBeNull());
    expect(screen.getByText('Now with content.')).toBeTruthy();
    const lists = api.calls.filter((c) => c.route === 'GET /api/articles').length;
    await act(async () => vi.advanceTimersByTime(CONTENT_POLL_MS * 2));
    expect(api.calls.filter((c) => c.route === 'GET /api/articles')).toHaveLength(lists);
  });

  it('says "Content unavailable" with Retry, which fetches the content again', async () => {
    const all = [article(1, { contentStatus: 'failed', excerpt: null, title: null })];
    serveArticles(all);
    api.on('POST /api/articles/a1/content/retry', () => {
      all[0] = { ...all[0]!, contentStatus: 'pending' };
      return { status: 204 };
    });
    renderLibrary();
    expect(await screen.findByText('Content unavailable')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Retry fetching “example.com/articles/1”' }),
    );
    expect(await screen.findByText('Fetching content…')).toBeTruthy();
    expect(screen.queryByText('Content unavailable')).toBeNull();
    expect(api.calls.find((c) => c.route === 'POST /api/articles/a1/content/retry')?.body).toEqual(
      {},
    );
  });

  it('says so when a retry fails', async () => {
    serveArticles([article(1, { contentStatus: 'failed' })]);
    api.on('POST /api/articles/a1/content/retry', () => ({ status: 500, body: {} }));
    renderLibrary();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retry fetching “Article 1”' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Please try again.', {
        title: 'Failed to retry',
      }),
    );
    expect(screen.getByText('Content unavailable')).toBeTruthy();
  });

  it('archives from the card, and the article leaves the list', async () => {
    const all = [article(1), article(2)];
    serveArticles(all);
    api.on('PATCH /api/articles/a1', ({ body }) => {
      all[0] = { ...all[0]!, isArchived: body.isArchived === true };
      return { status: 200, body: { ...all[0], content: '' } };
    });
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive “Article 1”' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull());
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Article archived',
      expect.objectContaining({ duration: UNDO_NOTICE_MS }),
    );
    expect(api.calls.find((c) => c.route === 'PATCH /api/articles/a1')?.body).toEqual({
      isArchived: true,
    });
  });

  it('undoes an archive from its notice: the flag goes back and the article returns', async () => {
    const all = [article(1), article(2)];
    serveArticles(all);
    api.on('PATCH /api/articles/a1', ({ body }) => {
      all[0] = { ...all[0]!, isArchived: body.isArchived === true };
      return { status: 200, body: { ...all[0], content: '' } };
    });
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive “Article 1”' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull());
    await pressUndo();
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
    const patches = api.calls.filter((c) => c.route === 'PATCH /api/articles/a1');
    expect(patches.map((c) => c.body)).toEqual([{ isArchived: true }, { isArchived: false }]);
  });

  it('says so when archiving fails', async () => {
    serveArticles([article(1)]);
    api.on('PATCH /api/articles/a1', () => ({ status: 500, body: {} }));
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive “Article 1”' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Please try again.', {
        title: 'Failed to update article',
      }),
    );
    expect(screen.getByRole('link', { name: 'Article 1' })).toBeTruthy();
  });

  it('deletes at once with Undo: the card fades out for 300 ms, the request waits for the notice', async () => {
    const all = [article(1), article(2)];
    serveArticles(all);
    api.on('DELETE /api/articles/a1', () => {
      all.shift();
      return { status: 204 };
    });
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Article 1”' }));
    // No question first: Undo is the way back.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      const fading = document.querySelector('[data-article-id="a1"][data-state="removing"]');
      if (!fading) throw new Error('not fading yet');
      return fading;
    });
    await waitFor(() => expect(document.querySelector('[data-article-id="a1"]')).toBeNull(), {
      timeout: 2000,
    });
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Article deleted',
      expect.objectContaining({ duration: UNDO_NOTICE_MS }),
    );
    expect(api.calls.some((c) => c.route === 'DELETE /api/articles/a1')).toBe(false);

    // The notice goes (dismissed, or after its time): now the delete is sent.
    await closeNotice();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.route === 'DELETE /api/articles/a1')).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Article 2' })).toBeTruthy();
  });

  it('brings a deleted card back with Undo, and never sends the delete', async () => {
    serveArticles([article(1), article(2)]);
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Article 1”' }));
    await waitFor(() => expect(document.querySelector('[data-article-id="a1"]')).toBeNull(), {
      timeout: 2000,
    });
    await pressUndo();
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
    expect(document.querySelector('[data-article-id="a1"]')?.getAttribute('data-state')).toBe(
      'shown',
    );
    expect(api.calls.some((c) => c.route === 'DELETE /api/articles/a1')).toBe(false);
  });

  it('brings the card back and says so when the delete fails', async () => {
    serveArticles([article(1)]);
    api.on('DELETE /api/articles/a1', () => ({ status: 500, body: {} }));
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Article 1”' }));
    await closeNotice();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Please try again.', {
        title: 'Failed to delete article',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
  });

  it('sends a pending delete when the list is left, and takes its Undo away', async () => {
    serveArticles([article(1), article(2)]);
    api.on('DELETE /api/articles/a1', () => ({ status: 204 }));
    const view = renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Article 1”' }));
    expect(api.calls.some((c) => c.route === 'DELETE /api/articles/a1')).toBe(false);
    await act(() => view.router.navigate('/article/a2'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.route === 'DELETE /api/articles/a1')).toHaveLength(1),
    );
    expect(dismissNotice).toHaveBeenCalledWith(
      `notice-${notify.mock.calls.findIndex(([, message]) => message === 'Article deleted') + 1}`,
    );
  });

  it('moves with j and k, archives with a, opens with Enter and jumps to the search with /', async () => {
    api.on('GET /api/tags', () => ({ status: 200, body: { tags: ['news'] } }));
    const all = [article(1), article(2), article(3)];
    serveArticles(all);
    api.on('PATCH /api/articles/a2', () => {
      all[1] = { ...all[1]!, isArchived: true };
      return { status: 200, body: { ...all[1], content: '' } };
    });
    const { router } = renderLibrary();
    await screen.findByRole('link', { name: 'Article 1' });
    const link = (n: number) => screen.getByRole('link', { name: `Article ${n}` });

    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(link(1));
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(link(2));
    await userEvent.keyboard('jk');
    expect(document.activeElement).toBe(link(2));

    await userEvent.keyboard('a');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 2' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link(3)));

    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search your library' }),
    );
    // "/" is not typed into the box; Escape on the empty box hands the keys back to the list.
    expect((document.activeElement as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');

    // The selection stayed on article 3; k goes to the one before it, now article 1.
    await userEvent.keyboard('k');
    expect(document.activeElement).toBe(link(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/article/a1'));
  });

  it('lists its keys in the ? overlay, and ignores them while typing', async () => {
    serveArticles([article(1)]);
    renderWithRouter(
      <>
        <input aria-label="Somewhere to type" />
        <Harness />
      </>,
      { path: '/dashboard' },
    );
    await screen.findByRole('link', { name: 'Article 1' });
    await userEvent.type(screen.getByLabelText('Somewhere to type'), 'j?');
    expect(document.activeElement).toBe(screen.getByLabelText('Somewhere to type'));
    expect(screen.queryByRole('dialog')).toBeNull();

    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of ['Next article', 'Previous article', 'Open the selected article']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    // While the overlay is open, j belongs to it, not to the list.
    await userEvent.keyboard('j');
    expect(document.activeElement).not.toBe(screen.queryByRole('link', { name: 'Article 1' }));
  });

  it('shows reading time, progress and a thumbnail box on each card', async () => {
    serveArticles([
      article(1, { readingMinutes: 7, readingProgress: 0.4 }),
      article(2, { readingProgress: 1 }),
      article(3),
    ]);
    renderLibrary();
    const card = async (n: number) =>
      (await screen.findByRole('link', { name: `Article ${n}` })).closest('article')!;
    const first = within(await card(1));
    expect(first.getByText('7 min read')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: 'Read 40%' })).toBeTruthy();
    expect(within(await card(2)).getByRole('progressbar', { name: 'Finished' })).toBeTruthy();
    // Not started, no estimate: neither is shown.
    const third = within(await card(3));
    expect(third.queryByRole('progressbar')).toBeNull();
    expect(third.queryByText(/min read/)).toBeNull();
    expect((await card(3)).querySelector('[data-thumbnail]')).not.toBeNull();
  });

  it('switches to the compact view at once with a pressed toggle', async () => {
    serveArticles([article(1), article(2)]);
    renderLibrary();
    await screen.findByRole('link', { name: 'Article 1' });
    const toggle = screen.getByRole('button', { name: 'Compact view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[data-density="comfortable"]')).not.toBeNull();
    await userEvent.click(toggle);
    expect(densityChanges).toHaveBeenCalledWith('compact');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('list', { name: 'Articles' }).getAttribute('data-density')).toBe(
      'compact',
    );
    // Archive and delete are on every compact card too.
    for (const n of [1, 2]) {
      expect(screen.getByRole('button', { name: `Archive “Article ${n}”` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Delete “Article ${n}”` })).toBeTruthy();
    }
  });

  it('searches as the reader types, showing snippets with the matched words marked', async () => {
    api.on('GET /api/articles', ({ url }) => {
      const q = url.searchParams.get('q');
      if (!q) return { status: 200, body: { items: [article(1), article(2)], nextCursor: null } };
      return {
        status: 200,
        body: {
          items: [
            article(2, {
              snippet: [
                { text: 'a ', match: false },
                { text: q, match: true },
                { text: ' <b>in</b> text', match: false },
              ],
            }),
          ],
          nextCursor: null,
        },
      };
    });
    renderLibrary();
    await screen.findByRole('link', { name: 'Article 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your library' }), 'train');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Article 1' })).toBeNull());
    const card = screen.getByRole('link', { name: 'Article 2' }).closest('article')!;
    expect(card.querySelector('mark')?.textContent).toBe('train');
    expect(card.querySelector('b')).toBeNull();
    expect(card.textContent).toContain('a train <b>in</b> text');
    const searches = api.calls.filter(
      (c) => c.route === 'GET /api/articles' && c.url.searchParams.has('q'),
    );
    // One request for the whole word, not one per letter, in relevance order.
    expect(searches.map((c) => c.url.searchParams.get('q'))).toEqual(['train']);
    expect(searches[0]?.url.searchParams.get('sort')).toBe('relevance');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1 article matches');
  });

  it('says when nothing matches, with a way to clear the search', async () => {
    api.on('GET /api/articles', ({ url }) => ({
      status: 200,
      body: { items: url.searchParams.get('q') ? [] : [article(1)], nextCursor: null },
    }));
    renderLibrary({ q: 'zebra' });
    const heading = await screen.findByRole('heading', { name: 'No articles match “zebra”.' });
    const empty = heading.parentElement!;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search your library' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says when a search fails, with Retry', async () => {
    let fail = true;
    api.on('GET /api/articles', () =>
      fail
        ? { status: 500, body: { error: { message: 'Down', code: 'INTERNAL' } } }
        : { status: 200, body: { items: [article(1)], nextCursor: null } },
    );
    renderLibrary({ q: 'tea' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Search failed')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
  });

  it('filters by progress and orders oldest first, combined with the archive', async () => {
    serveArticles([article(1)]);
    renderLibrary({ archived: true });
    await screen.findByRole('heading', { name: 'No archived articles' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'In progress');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first');
    await waitFor(() => {
      const last = api.calls.filter((c) => c.route === 'GET /api/articles').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
        archived: 'true',
        progress: 'in_progress',
        sort: 'oldest',
      });
    });
    // Relevance is offered only while searching.
    expect(
      within(screen.getByRole('combobox', { name: 'Sort' })).queryByRole('option', {
        name: 'Relevance',
      }),
    ).toBeNull();
  });
});
