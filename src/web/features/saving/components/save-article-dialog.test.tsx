import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/web/features/offline/outbox';
import { QUEUED_MESSAGE } from '@/web/features/saving/api/save-article';
import { SaveArticleDialog } from '@/web/features/saving/components/save-article-dialog';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
const notify = vi.fn();
const onSaved = vi.fn();

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Outside the dialog</p>
      <SaveArticleDialog open={open} onOpenChange={setOpen} notify={notify} onSaved={onSaved} />
    </>
  );
}

const saved = (created: boolean) => ({
  status: created ? 201 : 200,
  body: {
    id: 'a1',
    title: 'A title',
    canonical_url: 'https://example.com/a',
    excerpt: '',
    created,
  },
});

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Save New Article' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save New Article' });
  // The form itself is loaded on demand.
  await within(dialog).findByLabelText('Article URL');
  return dialog;
}

describe('Save New Article dialog (spec "Dashboard", §4 "Save form")', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    notify.mockReset();
    onSaved.mockReset();
    renderWithRouter(<Harness />);
  });

  it('saves the URL with its tags, says so, closes and opens empty next time', async () => {
    let answer: (value: ReturnType<typeof saved>) => void = () => {};
    api.on('POST /api/save', () => new Promise((resolve) => (answer = resolve)));
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Article URL'), ' https://example.com/a ');
    await userEvent.type(
      within(dialog).getByLabelText('Tags (optional)'),
      'News, Long Read{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));

    const busy = await within(dialog).findByRole('button', { name: 'Extracting content...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.find((c) => c.route === 'POST /api/save')?.body).toEqual({
      url: 'https://example.com/a',
      tags: ['news', 'long read'],
      source: 'web',
    });

    answer(saved(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('success', 'Article saved successfully!');
    expect(onSaved).toHaveBeenCalledTimes(1);

    dialog = await openDialog();
    expect((within(dialog).getByLabelText('Article URL') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByRole('button', { name: /Remove tag/ })).toBeNull();
  });

  it('says "Article already in your library" for a duplicate', async () => {
    api.on('POST /api/save', () => saved(false));
    const dialog = await openDialog();
    await userEvent.type(
      within(dialog).getByLabelText('Article URL'),
      'https://example.com/a{Enter}',
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('info', 'Article already in your library'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the URL first, with the server’s allow-list of private hosts', async () => {
    api.on('GET /api/save-settings', () => ({
      status: 200,
      body: { allowPrivateHosts: ['127.0.0.1:3219'] },
    }));
    api.on('POST /api/save', () => saved(true));
    const dialog = await openDialog();
    const url = within(dialog).getByLabelText('Article URL');
    const submit = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));

    await submit();
    expect(await within(dialog).findByText('Please provide a valid URL')).toBeTruthy();
    await userEvent.type(url, 'javascript:alert(1)');
    await submit();
    expect(await within(dialog).findByText('Only HTTP and HTTPS URLs are allowed')).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, 'http://192.168.1.10/admin');
    await submit();
    expect(await within(dialog).findByText('Private and local URLs are not allowed')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'POST /api/save')).toBe(false);

    await userEvent.clear(url);
    await userEvent.type(url, 'http://127.0.0.1:3219/articles/one');
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.route === 'POST /api/save')?.body.url).toBe(
      'http://127.0.0.1:3219/articles/one',
    );
  });

  it.each([
    ['www.example.com/a', 'https://www.example.com/a'],
    ['example.com/a', 'https://example.com/a'],
    ['<https://x.example/z>', 'https://x.example/z'],
    ['"https://x.example/z".', 'https://x.example/z'],
    ['Read this: https://x.example/z (via app)', 'https://x.example/z'],
  ])('reads %j as the link the reader means', async (typed, sent) => {
    api.on('POST /api/save', () => saved(true));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('Article URL'));
    await userEvent.paste(typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.route === 'POST /api/save')?.body.url).toBe(sent);
  });

  it('leaves what is not a web link for the URL check to refuse', async () => {
    const dialog = await openDialog();
    const url = within(dialog).getByLabelText('Article URL');
    const submit = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));
    await userEvent.click(url);
    await userEvent.paste('mailto:someone@example.com');
    await submit();
    expect(await within(dialog).findByText('Only HTTP and HTTPS URLs are allowed')).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.paste('just some words');
    await submit();
    expect(await within(dialog).findByText('Please provide a valid URL')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'POST /api/save')).toBe(false);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    api.on('POST /api/save', () => ({
      status: 422,
      body: { error: { message: 'x', code: 'PARSE_ERROR' } },
    }));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Article URL'), 'https://example.com/a');
    await userEvent.type(within(dialog).getByLabelText('Tags (optional)'), 'kept{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not extract content from this page. Please try again.',
    );
    expect((within(dialog).getByLabelText('Article URL') as HTMLInputElement).value).toBe(
      'https://example.com/a',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove tag kept' })).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('without a connection, keeps the save for later, says so and closes', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    api.on('POST /api/save', () => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Article URL'), 'https://example.com/a');
    await userEvent.type(within(dialog).getByLabelText('Tags (optional)'), 'later{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('info', QUEUED_MESSAGE);
    expect(onSaved).not.toHaveBeenCalled();
    const [item] = await outbox.list();
    expect(item?.request).toMatchObject({ url: 'https://example.com/a', tags: ['later'] });
  });

  it('closes on Escape and on a click outside', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    // Radix closes on a pointer-down outside the dialog (on its overlay).
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    if (!overlay) throw new Error('no overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('focus after the dialog closes (issue #17)', () => {
  /** The dashboard in small: the + button, and a list that shows what the server returns. */
  function Library({ listsSaved }: { listsSaved: boolean }) {
    const [open, setOpen] = useState(false);
    const [articles, setArticles] = useState<string[]>([]);
    return (
      <main>
        <SaveArticleDialog
          open={open}
          onOpenChange={setOpen}
          notify={notify}
          onSaved={(response) => {
            // The list is fetched again; it answers a moment later.
            if (listsSaved) setTimeout(() => setArticles((list) => [response.id, ...list]), 50);
          }}
        />
        {articles.length === 0 ? (
          <button type="button" onClick={() => setOpen(true)}>
            Save your first article
          </button>
        ) : (
          <ul>
            {articles.map((id) => (
              <li key={id}>
                <a href={`/article/${id}`}>Article {id}</a>
              </li>
            ))}
          </ul>
        )}
        <a href="/elsewhere">Elsewhere</a>
      </main>
    );
  }

  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: fakeUser() });
    api.on('POST /api/save', () => saved(true));
  });

  const plus = () => screen.getByRole('button', { name: 'Save New Article' });

  async function saveByKeyboard() {
    plus().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save New Article' });
    const url = await within(dialog).findByLabelText('Article URL');
    await waitFor(() => expect(document.activeElement).toBe(url));
    await userEvent.keyboard('https://example.com/a{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('goes to the new article’s card once the library shows it', async () => {
    renderWithRouter(<Library listsSaved />);
    await saveByKeyboard();
    // At once on the + button, never lost on the page while the list loads.
    expect(document.activeElement).toBe(plus());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Article a1' })),
    );
  });

  it('stays on the + button when the library does not list the article', async () => {
    renderWithRouter(<Library listsSaved={false} />);
    await saveByKeyboard();
    expect(document.activeElement).toBe(plus());
  });

  it('leaves a reader who moved on where they are', async () => {
    renderWithRouter(<Library listsSaved />);
    await saveByKeyboard();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.focus();
    await screen.findByRole('link', { name: 'Article a1' });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('goes back to the + button on Escape', async () => {
    renderWithRouter(<Library listsSaved />);
    plus().focus();
    await userEvent.keyboard('{Enter}');
    await within(await screen.findByRole('dialog')).findByLabelText('Article URL');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(plus());
  });

  it('from the empty library’s button, ends on the new card though that button is gone', async () => {
    renderWithRouter(<Library listsSaved />);
    const first = screen.getByRole('button', { name: 'Save your first article' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save New Article' });
    await within(dialog).findByLabelText('Article URL');
    await userEvent.keyboard('https://example.com/a{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(first);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Article a1' })),
    );
  });
});
