import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveRequest } from '@/shared/articles/save-request';
import {
  AFTER_SAVE_MS,
  SavePage,
  type SaveOutcome,
  type SavePageSession,
} from '@/web/features/save-page/components/save-page';
import { parseSaveParams } from '@/web/features/save-page/lib/save-params';
import { ApiError } from '@/web/lib/api-client';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const ARTICLE = 'https://news.example.com/a-long-read';
const SAVED = {
  id: 'article-1',
  title: 'A Long Read',
  canonical_url: ARTICLE,
  excerpt: 'An excerpt.',
  created: true,
};

type Save = (request: SaveRequest) => Promise<SaveOutcome>;

function renderSave(
  query: Record<string, string>,
  {
    session = { status: 'signed-in' } as SavePageSession,
    save = vi.fn<Save>(async () => SAVED),
  }: { session?: SavePageSession; save?: ReturnType<typeof vi.fn<Save>> } = {},
) {
  const search = new URLSearchParams(query);
  const view = renderWithRouter(
    <SavePage
      params={parseSaveParams(search)}
      session={session}
      save={save}
      signIn={{ to: '/auth?next=%2Fsave', state: { from: '/save' } }}
    />,
    { path: `/save?${search.toString()}`, routes: ['/dashboard', '/auth', '/article/:id'] },
  );
  return { ...view, save };
}

describe('the /save page', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows what it will save, and waits for Save Article when opened as a link', async () => {
    const { save } = renderSave({
      url: ARTICLE,
      title: 'A Long Read',
      selectedText: 'A sentence worth keeping.',
    });
    expect(screen.getByText(ARTICLE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A Long Read' })).toBeTruthy();
    expect(screen.getByText('A sentence worth keeping.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(save).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(save).toHaveBeenCalledWith({
      url: ARTICLE,
      title: 'A Long Read',
      source: 'web',
      metadata: { selectedText: 'A sentence worth keeping.' },
    });
    expect(await screen.findByRole('heading', { name: 'Article saved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read it now' }).getAttribute('href')).toBe(
      '/article/article-1',
    );
  });

  it('names an article without a title “Untitled Article”', () => {
    renderSave({ url: ARTICLE });
    expect(screen.getByRole('heading', { name: 'Untitled Article' })).toBeTruthy();
  });

  it('saves a shared link by itself and goes to the library 2 s later', async () => {
    const { save, router } = renderSave({
      title: 'Night trains',
      text: 'Great read https://x.example/night',
    });
    expect(await screen.findByRole('heading', { name: 'Article saved' })).toBeTruthy();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://x.example/night', source: 'share_target' }),
    );
    expect(screen.getByText('Great read')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_SAVE_MS - 100));
    expect(router.state.location.pathname).toBe('/save');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('saves the page the bookmarklet hands over, then closes its popup 2 s later', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const opener = {
      postMessage: vi.fn((message: unknown, targetOrigin: string) => {
        expect(message).toEqual({ type: 'canyon:capture-request' });
        expect(targetOrigin).toBe('https://news.example.com');
        window.dispatchEvent(
          Object.assign(new Event('message'), {
            origin: 'https://news.example.com',
            source: opener,
            data: { type: 'canyon:capture', url: ARTICLE, html: '<html><p>Seen</p></html>' },
          }),
        );
      }),
    };
    vi.spyOn(window, 'opener', 'get').mockReturnValue(opener);
    const { save } = renderSave({ url: ARTICLE, title: 'A Long Read', source: 'bookmarklet' });
    expect(await screen.findByRole('heading', { name: 'Article saved' })).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      url: ARTICLE,
      source: 'bookmarklet',
      html: '<html><p>Seen</p></html>',
    });
    expect(screen.getByText('This window closes in a moment.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_SAVE_MS - 100));
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(close).toHaveBeenCalled();
  });

  it('saves without the page when the opener does not answer', async () => {
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage: vi.fn() });
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { save } = renderSave({ url: ARTICLE, source: 'bookmarklet' });
    expect(await screen.findByRole('heading', { name: 'Article saved' })).toBeTruthy();
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('html');
  });

  it('asks a visitor to log in or sign up, and saves nothing', async () => {
    const { save } = renderSave(
      { url: ARTICLE, source: 'bookmarklet' },
      { session: { status: 'signed-out' } },
    );
    expect(screen.getByRole('heading', { name: 'Authentication required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/auth?next=%2Fsave',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/auth?next=%2Fsave',
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(save).not.toHaveBeenCalled();
  });

  it('says when there is no URL to save', () => {
    renderSave({ title: 'Only a title' });
    expect(screen.getByRole('heading', { name: 'No article URL provided' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Canyon' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows the server’s message when saving fails, and Retry saves again', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Could not extract content'))
      .mockResolvedValueOnce(SAVED);
    renderSave({ url: ARTICLE, source: 'share_target', text: ARTICLE }, { save });
    expect(await screen.findByRole('heading', { name: 'Error saving article' })).toBeTruthy();
    expect(screen.getByText('Could not extract content')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Article saved' })).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('says “Failed to save article” when the failure has no message of its own', async () => {
    const save = vi.fn<Save>().mockRejectedValue(new TypeError('boom'));
    renderSave({ url: ARTICLE }, { save });
    await userEvent.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByText('Failed to save article')).toBeTruthy();
  });

  it('asks to log in again when the session ended before the save', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValue(
        new ApiError(401, 'UNAUTHENTICATED', 'You must be logged in to save articles'),
      );
    renderSave({ url: ARTICLE }, { save });
    await userEvent.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByRole('heading', { name: 'Authentication required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('links to the article a reader had already saved', async () => {
    const save = vi.fn<Save>(async () => ({ ...SAVED, created: false }));
    renderSave({ url: ARTICLE }, { save });
    await userEvent.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByRole('heading', { name: 'Already in your library' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the saved article' }).getAttribute('href')).toBe(
      '/article/article-1',
    );
  });

  it('says a save made offline waits for the connection', async () => {
    const save = vi.fn<Save>(async () => ({ queued: true }));
    renderSave({ url: ARTICLE }, { save });
    await userEvent.click(screen.getByRole('button', { name: 'Save Article' }));
    expect(await screen.findByRole('heading', { name: 'Saved for later' })).toBeTruthy();
  });

  it('shows loading while the sign-in is checked, and a way on when that fails', () => {
    const { unmount } = renderSave({ url: ARTICLE }, { session: { status: 'loading' } });
    expect(screen.getByRole('heading', { name: 'Loading…' })).toBeTruthy();
    unmount();
    const retry = vi.fn();
    renderSave({ url: ARTICLE }, { session: { status: 'error', retry } });
    expect(screen.getByRole('heading', { name: 'Could not check your sign-in' })).toBeTruthy();
  });
});
