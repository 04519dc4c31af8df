import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookmarkletPrompt } from '@/web/features/onboarding/components/bookmarklet-prompt';
import {
  BOOKMARKLET_PROMPT_DISMISSED_KEY,
  ONBOARDING_COMPLETED_KEY,
  setFlag,
} from '@/web/features/onboarding/lib/onboarding-storage';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

describe('bookmarklet promotion (spec "Dashboard")', () => {
  beforeEach(() => installFakeColorScheme('light'));

  it('waits until onboarding is done', () => {
    renderWithRouter(<BookmarkletPrompt />);
    expect(screen.queryByText('Install Bookmarklet')).toBeNull();
    act(() => setFlag(ONBOARDING_COMPLETED_KEY));
    expect(screen.getByRole('link', { name: 'Install Bookmarklet' }).getAttribute('href')).toBe(
      '/bookmarklet',
    );
  });

  it('goes away for good on "Maybe later"', async () => {
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    const view = renderWithRouter(<BookmarkletPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByText('Install Bookmarklet')).toBeNull();
    expect(localStorage.getItem(BOOKMARKLET_PROMPT_DISMISSED_KEY)).toBe('true');
    view.unmount();
    renderWithRouter(<BookmarkletPrompt />);
    expect(screen.queryByText('Install Bookmarklet')).toBeNull();
  });

  it('uses the storage keys of spec §3, verbatim', () => {
    expect(ONBOARDING_COMPLETED_KEY).toBe('backpocket-onboarding-completed');
    expect(BOOKMARKLET_PROMPT_DISMISSED_KEY).toBe('canyon-bookmarklet-prompt-dismissed');
  });
});
