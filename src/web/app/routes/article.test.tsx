import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preferences';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import type { UserRecord } from '@/shared/auth/user-record';
import { meQueryKey } from '@/web/features/auth/api/get-me';
import { ArticleRoute } from '@/web/app/routes/article';
import { readerKeys } from '@/web/features/reader/api/get-article';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

function detail(id: string, title: string): ArticleDetail {
  return {
    id,
    url: `https://example.com/${id}`,
    title,
    excerpt: null,
    siteName: 'Example',
    image: null,
    tags: [],
    isArchived: false,
    source: 'web',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    contentStatus: null,
    summary: null,
    summaryProvider: null,
    summaryGeneratedAt: null,
    content: `<p>The text of ${title}.</p>`,
    byline: null,
    readingMinutes: 1,
    readingProgress: 0,
    snippet: null,
    canonicalUrl: null,
    publishedTime: null,
    language: 'en',
  };
}

const reads = () =>
  api.calls
    .filter((call) => call.route === 'POST /api/events' && call.body.name === 'article_read')
    .map((call) => (call.body.properties as { article_id: string }).article_id);
const fetches = (id: string) =>
  api.calls.filter((call) => call.route === `GET /api/articles/${id}`).length;

async function renderReader(id = 'a1') {
  const view = renderWithRouter(<h1>Start</h1>, {
    path: '/start',
    routes: [{ path: '/article/:articleId', element: <ArticleRoute /> }, '/dashboard'],
  });
  await act(() => view.router.navigate(`/article/${id}`));
  return view;
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('article_read (spec §7): once per opening of an article in the reader', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    api.on('GET /api/app-info', () => ({
      status: 200,
      body: {
        publicUrl: 'http://canyon.test',
        aiProvider: 'extractive',
        billingEnabled: false,
        operator: { name: null, email: null },
        mailDelivery: 'smtp',
      },
    }));
    api.on('GET /api/articles/a1', () => ({ status: 200, body: detail('a1', 'First') }));
    api.on('GET /api/articles/a2', () => ({ status: 200, body: detail('a2', 'Second') }));
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it('is recorded when the article first shows, and not for a background refetch', async () => {
    const { queryClient } = await renderReader();
    await title('First');
    await vi.waitFor(() => expect(reads()).toEqual(['a1']));

    await act(() => queryClient.invalidateQueries({ queryKey: readerKeys.detail('a1') }));
    await vi.waitFor(() => expect(fetches('a1')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual(['a1']);
  });

  it('counts moving to another article, and coming back to one, as new openings', async () => {
    const { router } = await renderReader();
    await title('First');
    await act(() => router.navigate('/article/a2'));
    await title('Second');
    await act(() => router.navigate('/article/a1'));
    await title('First');
    await vi.waitFor(() => expect(reads()).toEqual(['a1', 'a2', 'a1']));
  });

  it('counts leaving the reader and opening the article again as a new opening', async () => {
    const { router } = await renderReader();
    await title('First');
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { name: 'Page /dashboard' });
    await act(() => router.navigate('/article/a1'));
    await title('First');
    await vi.waitFor(() => expect(reads()).toEqual(['a1', 'a1']));
  });

  it('is not recorded for an article that does not load', async () => {
    api.on('GET /api/articles/gone', () => ({
      status: 404,
      body: { error: { message: 'Article not found', code: 'NOT_FOUND' } },
    }));
    await renderReader('gone');
    await screen.findByText('Article not found');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual([]);
  });
});

describe('text settings (issue #17): the reader’s, kept with their account', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({
      me: {
        ...fakeUser(),
        preferences: { ...DEFAULT_READER_PREFERENCES, readerFont: 'sans', readerTextSize: 'large' },
      },
    });
    api.on('GET /api/articles/a1', () => ({ status: 200, body: detail('a1', 'First') }));
    api.on('GET /api/articles/a2', () => ({ status: 200, body: detail('a2', 'Second') }));
    api.on('PATCH /api/me/preferences', ({ body }) => ({
      status: 200,
      body: { ...DEFAULT_READER_PREFERENCES, readerFont: 'sans', readerTextSize: 'large', ...body },
    }));
    vi.stubGlobal('scrollTo', vi.fn());
  });

  const column = () => document.querySelector<HTMLElement>('.reader-measure');

  it('applies the saved settings, and a change holds in the next article', async () => {
    const { router, queryClient } = await renderReader();
    await title('First');
    await vi.waitFor(() => expect(column()?.dataset.font).toBe('sans'));
    expect(column()?.dataset.textSize).toBe('large');

    await userEvent.click(screen.getByRole('button', { name: 'Text settings' }));
    const widths = screen.getByRole('group', { name: 'Line width' });
    await userEvent.click(within(widths).getByRole('radio', { name: 'Narrow' }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<UserRecord>(meQueryKey)?.preferences.readerLineWidth).toBe(
        'narrow',
      ),
    );

    await act(() => router.navigate('/article/a2'));
    await title('Second');
    expect(column()?.dataset).toMatchObject({
      font: 'sans',
      textSize: 'large',
      lineWidth: 'narrow',
    });
  });
});
