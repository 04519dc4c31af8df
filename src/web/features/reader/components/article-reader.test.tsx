import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { CONTENT_POLL_MS } from '@/web/features/reader/api/get-article';
import {
  ArticleReader,
  type ArticleReaderProps,
} from '@/web/features/reader/components/article-reader';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const notify = vi.fn();
const onArticleChanged = vi.fn();

function detail(fields: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 'a1',
    url: 'https://example.com/articles/bookbinding',
    title: 'The Quiet Craft of Bookbinding',
    excerpt: 'Inside a small bindery.',
    siteName: 'The Slow Review',
    image: '/api/images/c0ffee',
    tags: ['craft', 'books'],
    isArchived: false,
    source: 'web',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    contentStatus: null,
    summary: null,
    summaryProvider: null,
    summaryGeneratedAt: null,
    content: '<p>In a narrow workshop above a bakery.</p>',
    byline: 'By Mara Ellison',
    readingMinutes: 6,
    readingProgress: 0,
    snippet: null,
    canonicalUrl: null,
    publishedTime: null,
    language: 'en',
    ...fields,
  };
}

function Harness(props: Partial<ArticleReaderProps>) {
  const [focus, setFocus] = useState(false);
  return (
    <ArticleReader
      articleId="a1"
      backHref="/dashboard?tags=craft"
      focusMode={focus}
      onFocusModeChange={setFocus}
      tagHref={(tag) => `/dashboard?tags=${tag}`}
      aiPanel={<section aria-label="AI summary">AI panel here</section>}
      notify={notify}
      onArticleChanged={onArticleChanged}
      {...props}
    />
  );
}

function renderReader(
  article: ArticleDetail | { status: number },
  props: Partial<ArticleReaderProps> = {},
) {
  api.on('GET /api/articles/a1', () =>
    'status' in article
      ? {
          status: article.status,
          body: { error: { message: 'Article not found or unauthorized', code: 'NOT_FOUND' } },
        }
      : { status: 200, body: article },
  );
  return renderWithRouter(<Harness {...props} />, {
    path: '/article/a1',
    routes: ['/dashboard'],
  });
}

const title = (name = 'The Quiet Craft of Bookbinding') =>
  screen.findByRole('heading', { level: 1, name });

describe('ArticleReader (spec "Article reader")', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    notify.mockReset();
    onArticleChanged.mockReset();
  });

  it('shows a skeleton, then the article with everything around it', async () => {
    renderReader(detail());
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeTruthy();
    await title();
    expect(screen.getByText('The Slow Review')).toBeTruthy();
    expect(screen.getByText('6 min read')).toBeTruthy();
    expect(screen.getByText('By Mara Ellison')).toBeTruthy();
    expect(screen.getByText(/^Saved/).textContent).toMatch(/Saved .*2026/);
    expect(screen.queryByText(/^Updated/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Show articles tagged craft' }).getAttribute('href'),
    ).toBe('/dashboard?tags=craft');
    expect(
      screen.getByRole('link', { name: 'https://example.com/articles/bookbinding' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'AI summary' })).toBeTruthy();
    expect(document.querySelector('figure img')?.getAttribute('src')).toBe(
      `${window.location.origin}/api/images/c0ffee`,
    );

    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/dashboard?tags=craft');
    for (const link of [
      screen.getByRole('link', { name: /^Original/ }),
      screen.getByRole('link', { name: /^Read More/ }),
    ]) {
      expect(link.getAttribute('href')).toBe('https://example.com/articles/bookbinding');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(document.title).toBe('The Quiet Craft of Bookbinding · Canyon');
  });

  it('says "Untitled" without a title, and shows Updated when it differs', async () => {
    renderReader(detail({ title: '  ', updatedAt: '2026-03-05T10:00:00.000Z' }));
    await title('Untitled');
    expect(screen.getByText(/^Updated/).textContent).toMatch(/Updated .*2026/);
  });

  it('renders title and tags as text, never as markup', async () => {
    renderReader(detail({ title: '<img src=x onerror=alert(1)>', tags: ['<b>bold</b>'] }));
    await title('<img src=x onerror=alert(1)>');
    expect(document.querySelector('h1 img')).toBeNull();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  });

  it('hides the Open Graph image when it fails to load', async () => {
    renderReader(detail());
    await title();
    const image = document.querySelector('figure img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(document.querySelector('figure img')).toBeNull();
  });

  it('shows no Open Graph image from another host', async () => {
    renderReader(detail({ image: 'https://example.com/images/cover.jpg' }));
    await title();
    expect(document.querySelector('figure img')).toBeNull();
  });

  it('Focus hides image, metadata, tags and the AI panel; Exit Focus brings them back', async () => {
    renderReader(detail());
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Focus' }));
    expect(screen.queryByText('The Slow Review')).toBeNull();
    expect(screen.queryByText(/^Saved/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show articles tagged craft' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI summary' })).toBeNull();
    expect(document.querySelector('figure img')).toBeNull();
    expect(document.querySelector('[data-focus]')).not.toBeNull();
    // The title and the text stay.
    expect(await title()).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Exit Focus' }));
    expect(screen.getByRole('region', { name: 'AI summary' })).toBeTruthy();
    // "f" does the same from the keyboard.
    await userEvent.keyboard('f');
    expect(screen.getByRole('button', { name: 'Exit Focus' })).toBeTruthy();
  });

  it('archives and unarchives after the server agrees', async () => {
    let article = detail();
    api.on('PATCH /api/articles/a1', ({ body }) => {
      article = { ...article, isArchived: body.isArchived === true };
      return { status: 200, body: article };
    });
    renderReader(article);
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeTruthy();
    expect(onArticleChanged).toHaveBeenCalledWith(expect.objectContaining({ isArchived: true }));
    expect(notify).toHaveBeenCalledWith('success', 'Article archived');
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeTruthy();
  });

  it('edits tags inline: "Add tags", type, "Done"', async () => {
    api.on('PATCH /api/articles/a1', ({ body }) => ({
      status: 200,
      body: detail({ tags: body.tags as string[] }),
    }));
    renderReader(detail());
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    const field = screen.getByLabelText('Tags');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'Bindery{Enter}{Backspace}{Backspace}Workshop');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('link', { name: 'Show articles tagged workshop' });
    expect(api.calls.find((c) => c.route === 'PATCH /api/articles/a1')?.body).toEqual({
      tags: ['craft', 'workshop'],
    });
    expect(screen.queryByRole('link', { name: 'Show articles tagged books' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add tags' })).toBeTruthy();
  });

  it('stays in the editor and says so when saving tags fails', async () => {
    api.on('PATCH /api/articles/a1', () => ({ status: 500, body: {} }));
    renderReader(detail());
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    await userEvent.type(screen.getByLabelText('Tags'), 'new{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Please try again.', {
        title: 'Failed to update article',
      }),
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('offers Previous and Next when the list around it is known', async () => {
    renderReader(detail(), { previousHref: '/article/a0', nextHref: '/article/a2' });
    await title();
    expect(screen.getByRole('link', { name: 'Previous article' }).getAttribute('href')).toBe(
      '/article/a0',
    );
    expect(screen.getByRole('link', { name: 'Next article' }).getAttribute('href')).toBe(
      '/article/a2',
    );
  });

  it('has no Previous or Next without that list', async () => {
    renderReader(detail());
    await title();
    expect(screen.queryByRole('link', { name: 'Previous article' })).toBeNull();
  });

  it('says "Article not found" for a missing (or someone else’s) article, with Go Back', async () => {
    renderReader({ status: 404 });
    expect(await title('Article not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
      '/dashboard?tags=craft',
    );
  });

  it('says "Failed to load article" for other failures', async () => {
    renderReader({ status: 400 });
    expect(await title('Failed to load article')).toBeTruthy();
  });

  it('goes back to the list on Escape', async () => {
    const { router } = renderReader(detail());
    await title();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tags=craft');
  });

  it('leaves Escape to the tag editor while typing', async () => {
    const { router } = renderReader(detail());
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    await userEvent.keyboard('{Escape}');
    act(() => undefined);
    expect(router.state.location.pathname).toBe('/article/a1');
    expect(within(document.body).getByLabelText('Tags')).toBeTruthy();
  });

  describe('an imported article without its content yet (issue #16)', () => {
    const PENDING = 'Canyon is fetching this article’s content. It will appear here shortly.';
    const FAILED = 'Canyon could not fetch this article’s content.';
    const imported = (fields: Partial<ArticleDetail>) =>
      detail({ source: 'import', content: null, excerpt: null, image: null, ...fields });

    it('says the content is on its way, and shows it once it arrives', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let article = imported({ contentStatus: 'pending' });
      api.on('GET /api/articles/a1', () => ({ status: 200, body: article }));
      renderWithRouter(<Harness />, { path: '/article/a1', routes: ['/dashboard'] });
      await title();
      expect(screen.getByRole('status').textContent).toBe(PENDING);
      expect(screen.queryByText(/min read/)).toBeNull();
      expect(document.querySelector('[data-article-body]')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      // Nothing to summarise yet.
      expect(screen.queryByRole('region', { name: 'AI summary' })).toBeNull();

      article = detail({ source: 'import' });
      await act(async () => vi.advanceTimersByTime(CONTENT_POLL_MS));
      await screen.findByText('In a narrow workshop above a bakery.');
      expect(screen.queryByText(PENDING)).toBeNull();
      expect(screen.getByText('6 min read')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'AI summary' })).toBeTruthy();
    });

    it('says it could not be fetched, with Retry and the original page', async () => {
      let article = imported({ contentStatus: 'failed' });
      api.on('GET /api/articles/a1', () => ({ status: 200, body: article }));
      api.on('POST /api/articles/a1/content/retry', () => {
        article = { ...article, contentStatus: 'pending' };
        return { status: 204 };
      });
      renderWithRouter(<Harness />, { path: '/article/a1', routes: ['/dashboard'] });
      await title();
      expect(screen.getByRole('status').textContent).toBe(FAILED);
      const originals = screen.getAllByRole('link', { name: /^Original/ });
      expect(originals.length).toBe(2);
      for (const link of originals)
        expect(link.getAttribute('href')).toBe('https://example.com/articles/bookbinding');

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PENDING));
      expect(
        api.calls.filter((c) => c.route === 'POST /api/articles/a1/content/retry'),
      ).toHaveLength(1);
      expect(onArticleChanged).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'a1', contentStatus: 'pending' }),
      );
    });

    it('says so when the retry fails', async () => {
      renderReader(imported({ contentStatus: 'failed' }));
      api.on('POST /api/articles/a1/content/retry', () => ({ status: 500, body: {} }));
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith('error', 'Please try again.', {
          title: 'Failed to retry',
        }),
      );
      expect(screen.getByRole('status').textContent).toBe(FAILED);
    });
  });

  it('shows the byline once, above the title, not again as the first line of the text', async () => {
    renderReader(
      detail({ content: '<p>By Mara Ellison</p><p>In a narrow workshop above a bakery.</p>' }),
    );
    await title();
    expect(screen.getAllByText('By Mara Ellison')).toHaveLength(1);
    expect(document.querySelector('[data-article-body]')?.textContent).toBe(
      'In a narrow workshop above a bakery.',
    );
  });

  describe('text settings (issue #17)', () => {
    const column = () => document.querySelector<HTMLElement>('.reader-measure');
    const settingsButton = () => screen.getByRole('button', { name: 'Text settings' });
    const preferenceCalls = () =>
      api.calls.filter((c) => c.route === 'PATCH /api/me/preferences').map((c) => c.body);

    it('starts from the saved settings, the defaults while they are unknown', async () => {
      const view = renderReader(detail());
      await title();
      expect(column()?.dataset).toMatchObject({
        font: 'serif',
        textSize: 'medium',
        lineWidth: 'medium',
        lineSpacing: 'normal',
      });
      view.unmount();
      renderReader(detail(), {
        savedTypography: {
          readerFont: 'sans',
          readerTextSize: 'x-large',
          readerLineWidth: 'wide',
          readerLineSpacing: 'relaxed',
        },
      });
      await title();
      expect(column()?.dataset).toMatchObject({
        font: 'sans',
        textSize: 'x-large',
        lineWidth: 'wide',
        lineSpacing: 'relaxed',
      });
    });

    it('opens a panel of labelled choices that apply at once and are saved', async () => {
      const onTypographySaved = vi.fn();
      api.on('PATCH /api/me/preferences', ({ body }) => ({
        status: 200,
        body: {
          readerFont: 'serif',
          readerTextSize: 'medium',
          readerLineWidth: 'medium',
          readerLineSpacing: 'normal',
          libraryDensity: 'comfortable',
          ...body,
        },
      }));
      renderReader(detail(), { onTypographySaved });
      await title();
      expect(settingsButton().getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(settingsButton());
      expect(settingsButton().getAttribute('aria-expanded')).toBe('true');
      const panel = screen.getByRole('group', { name: 'Text settings' });
      // Focus goes to the current choice of the first group.
      expect(document.activeElement).toBe(within(panel).getByRole('radio', { name: 'Serif' }));
      for (const [group, choices] of [
        ['Font', ['Serif', 'Sans']],
        ['Text size', ['Small', 'Medium', 'Large', 'Extra large']],
        ['Line width', ['Narrow', 'Medium', 'Wide']],
        ['Line spacing', ['Compact', 'Normal', 'Relaxed']],
      ] as const) {
        const fieldset = within(panel).getByRole('group', { name: group });
        expect(within(fieldset).getAllByRole('radio')).toHaveLength(choices.length);
        for (const name of choices)
          expect(within(fieldset).getByRole('radio', { name })).toBeTruthy();
      }

      await userEvent.click(within(panel).getByRole('radio', { name: 'Sans' }));
      expect(column()?.dataset.font).toBe('sans');
      await userEvent.click(within(panel).getByRole('radio', { name: 'Large' }));
      await userEvent.click(within(panel).getByRole('radio', { name: 'Wide' }));
      await userEvent.click(within(panel).getByRole('radio', { name: 'Relaxed' }));
      expect(column()?.dataset).toMatchObject({
        font: 'sans',
        textSize: 'large',
        lineWidth: 'wide',
        lineSpacing: 'relaxed',
      });
      await waitFor(() => expect(onTypographySaved).toHaveBeenCalledTimes(4));
      expect(preferenceCalls()).toEqual([
        { readerFont: 'sans' },
        { readerTextSize: 'large' },
        { readerLineWidth: 'wide' },
        { readerLineSpacing: 'relaxed' },
      ]);
      expect(onTypographySaved).toHaveBeenCalledWith({ readerFont: 'sans' });
      // Choosing the current value again sends nothing.
      await userEvent.click(within(panel).getByRole('radio', { name: 'Relaxed' }));
      expect(preferenceCalls()).toHaveLength(4);
    });

    it('closes on Escape with focus back on its button, and stays on the article', async () => {
      const { router } = renderReader(detail());
      await title();
      await userEvent.click(settingsButton());
      expect(screen.getByRole('group', { name: 'Text settings' })).toBeTruthy();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Text settings' })).toBeNull();
      expect(document.activeElement).toBe(settingsButton());
      expect(router.state.location.pathname).toBe('/article/a1');
      // Keyboard only: Enter opens it again.
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('group', { name: 'Text settings' })).toBeTruthy();
      // A click elsewhere closes it too, and so does moving focus past it.
      await userEvent.click(await title());
      expect(screen.queryByRole('group', { name: 'Text settings' })).toBeNull();
      await userEvent.click(settingsButton());
      act(() => screen.getByRole('link', { name: 'Back' }).focus());
      expect(screen.queryByRole('group', { name: 'Text settings' })).toBeNull();
      // Focus going to a container around it (a click on a label does that) is not leaving.
      await userEvent.click(settingsButton());
      const container = document.querySelector<HTMLElement>('.reader-measure');
      container?.setAttribute('tabindex', '-1');
      act(() => container?.focus());
      expect(screen.getByRole('group', { name: 'Text settings' })).toBeTruthy();
    });

    it('puts a setting back and says so when saving it fails', async () => {
      let fail = () => {};
      api.on(
        'PATCH /api/me/preferences',
        () =>
          new Promise((resolve) => {
            fail = () =>
              resolve({
                status: 500,
                body: { error: { message: 'Something went wrong', code: 'INTERNAL' } },
              });
          }),
      );
      renderReader(detail());
      await title();
      await userEvent.click(settingsButton());
      await userEvent.click(screen.getByRole('radio', { name: 'Narrow' }));
      expect(column()?.dataset.lineWidth).toBe('narrow');
      fail();
      await waitFor(() => expect(column()?.dataset.lineWidth).toBe('medium'));
      const widths = screen.getByRole('group', { name: 'Line width' });
      expect(within(widths).getByRole('radio', { name: 'Medium', checked: true })).toBeTruthy();
      expect(notify).toHaveBeenCalledWith('error', expect.any(String), {
        title: 'Failed to save text settings',
      });
    });
  });
});
