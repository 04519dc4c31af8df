import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookmarkletPage } from '@/web/features/bookmarklet/components/bookmarklet-page';
import { DRAG_HINT } from '@/web/features/bookmarklet/components/bookmarklet-link';
import { bookmarkletSource } from '@/web/features/bookmarklet/lib/bookmarklet-source';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const PUBLIC_URL = 'https://read.example.org';

describe('the bookmarklet page', () => {
  let api: FakeApi;
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
    api.on('GET /api/app-info', () => ({
      status: 200,
      body: {
        publicUrl: PUBLIC_URL,
        aiProvider: 'extractive',
        billingEnabled: false,
        operator: { name: null, email: null },
        mailDelivery: 'smtp',
      },
    }));
  });

  it('offers the bookmarklet built for this server’s address', async () => {
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    const link = await screen.findByRole('link', { name: 'Save to Canyon' });
    expect(link.getAttribute('href')).toBe(bookmarkletSource(PUBLIC_URL));
    expect(link.getAttribute('draggable')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Save any page in one click',
    );
  });

  it('explains that the button goes to the bookmarks bar when clicked on Canyon', async () => {
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    const link = await screen.findByRole('link', { name: 'Save to Canyon' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByText(DRAG_HINT)).toBeTruthy();
  });

  it('copies the code for phones, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(bookmarkletSource(PUBLIC_URL));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText(/Code copied/)).toBeTruthy();
  });

  it('points to the code to copy by hand when the browser refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/did not let Canyon copy/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bookmarklet code'));
  });

  it('lists install steps for desktop and phone browsers, and the troubleshooting entries', async () => {
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    for (const browser of [
      'Chrome, Edge and Brave',
      'Firefox',
      'Safari on a Mac',
      'Safari on iPhone and iPad',
      'Chrome on Android',
    ]) {
      expect(screen.getByRole('heading', { name: browser })).toBeTruthy();
    }
    expect(screen.getByText('It says it can only save web pages')).toBeTruthy();
    expect(screen.getByText(/Authentication required/)).toBeTruthy();
    expect(screen.getByText(/allow pop-ups/)).toBeTruthy();
    expect(screen.getByText('The saved article is empty or incomplete')).toBeTruthy();
  });

  it('says when the server cannot be reached, and tries again', async () => {
    let up = false;
    api.on('GET /api/app-info', () =>
      up
        ? {
            status: 200,
            body: {
              publicUrl: PUBLIC_URL,
              aiProvider: 'extractive',
              billingEnabled: false,
              operator: { name: null, email: null },
              mailDelivery: 'smtp',
            },
          }
        : { status: 503, body: { error: { message: 'Down', code: 'UNAVAILABLE' } } },
    );
    renderWithRouter(<BookmarkletPage />, { path: '/bookmarklet' });
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 8000 });
    up = true;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Save to Canyon' })).toBeTruthy());
  });
});
