import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { CONTENT_POLL_MS } from '@/web/features/library/api/list-articles';
import { LibraryView } from '@/web/features/library/components/library-view';
import { DEFAULT_FILTER, type ListFilter } from '@/web/features/library/lib/list-filter';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const notify = vi.fn();

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
    ...fields,
  };
}

function Harness({ initial = DEFAULT_FILTER }: { initial?: ListFilter }) {
  const [filter, setFilter] = useState(initial);
  return (
    <LibraryView
      filter={filter}
      onFilterChange={setFilter}
      notify={notify}
      saveAction={<button type="button">Save New Article</button>}
      onSaveRequest={() => notify('info', 'save requested')}
    />
  );
}

function renderLibrary(initial?: ListFilter) {
  return renderWithRouter(<Harness initial={initial} />, {
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
    notify.mockReset();
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

    renderLibrary({ archived: false, tags: ['news'] });
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
  });

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
    expect(notify).toHaveBeenCalledWith('success', 'Article archived');
    expect(api.calls.find((c) => c.route === 'PATCH /api/articles/a1')?.body).toEqual({
      isArchived: true,
    });
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

  it('deletes after asking, fading the card out for 300 ms', async () => {
    const all = [article(1), article(2)];
    serveArticles(all);
    api.on('DELETE /api/articles/a1', () => {
      all.shift();
      return { status: 204 };
    });
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Article 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const fading = document.querySelector('[data-article-id="a1"][data-state="removing"]');
      if (!fading) throw new Error('not fading yet');
      return fading;
    });
    await waitFor(() => expect(document.querySelector('[data-article-id="a1"]')).toBeNull(), {
      timeout: 2000,
    });
    expect(screen.getByRole('link', { name: 'Article 2' })).toBeTruthy();
  });

  it('moves with j and k, archives with a, opens with Enter and jumps to the tags with /', async () => {
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
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'news' }));

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
});
