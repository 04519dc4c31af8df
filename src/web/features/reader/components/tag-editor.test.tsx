import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TagEditor } from '@/web/features/reader/components/tag-editor';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;
let suggested: string[];
const onSave = vi.fn<(tags: string[]) => Promise<boolean>>();

/** The editor over an article whose tags change when a save succeeds. */
function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagEditor
      articleId="a1"
      tags={tags}
      tagHref={(tag) => `/dashboard?tags=${tag}`}
      saving={false}
      onSave={async (next) => {
        const ok = await onSave(next);
        if (ok) setTags(next);
        return ok;
      }}
    />
  );
}

const suggestions = () => screen.queryByRole('list', { name: 'Suggested tags' });

beforeEach(() => {
  installFakeColorScheme('light');
  api = installFakeApi({ me: fakeUser() });
  suggested = ['bookbinding', 'paper', 'craft'];
  api.on('GET /api/articles/a1/tag-suggestions', () => ({
    status: 200,
    body: { tags: suggested, provider: 'extractive' },
  }));
  onSave.mockReset();
  onSave.mockResolvedValue(true);
});

describe('TagEditor: suggested tags (issue #13)', () => {
  it('adds a suggestion only when clicked, through onSave, and asks again after', async () => {
    renderWithRouter(<Harness initial={['craft']} />);
    const list = await screen.findByRole('list', { name: 'Suggested tags' });
    expect(screen.getByText('Suggested')).toBeTruthy();
    // Never a tag the article already has.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+bookbinding', '+paper']);
    expect(onSave).not.toHaveBeenCalled();

    const requestsBefore = api.calls.filter((call) => call.route.endsWith('/tag-suggestions'));
    suggested = ['paper', 'linen'];
    await userEvent.click(screen.getByRole('button', { name: 'Add tag bookbinding' }));
    expect(onSave).toHaveBeenCalledWith(['craft', 'bookbinding']);
    expect(screen.queryByRole('button', { name: 'Add tag bookbinding' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show articles tagged bookbinding' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Add tag linen' });
    expect(
      api.calls.filter((call) => call.route.endsWith('/tag-suggestions')).length,
    ).toBeGreaterThan(requestsBefore.length);
  });

  it('offers them while editing too, adding the tag to the draft', async () => {
    renderWithRouter(<Harness initial={['craft']} />);
    await screen.findByRole('list', { name: 'Suggested tags' });
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add tag paper' }));
    expect(onSave).toHaveBeenCalledWith(['craft', 'paper']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove tag paper' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Add tag paper' })).toBeNull();
  });

  it('keeps a suggestion when the save fails', async () => {
    onSave.mockResolvedValue(false);
    renderWithRouter(<Harness initial={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add tag paper' }));
    expect(onSave).toHaveBeenCalledWith(['paper']);
    expect(screen.getByRole('button', { name: 'Add tag paper' })).toBeTruthy();
  });

  it('hides suggestions at the 10-tag maximum', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    renderWithRouter(<Harness initial={ten} />);
    await waitFor(() =>
      expect(api.calls.some((call) => call.route.endsWith('/tag-suggestions'))).toBe(true),
    );
    expect(suggestions()).toBeNull();
  });

  it('hides suggestions silently when they cannot be had', async () => {
    api.on('GET /api/articles/a1/tag-suggestions', () => ({
      status: 500,
      body: { error: { message: 'Broken', code: 'INTERNAL' } },
    }));
    renderWithRouter(<Harness initial={['craft']} />);
    await waitFor(() =>
      expect(api.calls.some((call) => call.route.endsWith('/tag-suggestions'))).toBe(true),
    );
    expect(suggestions()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add tags' })).toBeTruthy();
  });
});
