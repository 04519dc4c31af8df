import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GettingStartedChecklist } from '@/web/features/onboarding/components/getting-started-checklist';
import { HAS_ARTICLES_KEY } from '@/web/features/onboarding/lib/onboarding-storage';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const none = {
  savedFirstArticle: false,
  installedBookmarklet: false,
  usedTags: false,
  readAnArticle: false,
  usedAiOrUpgraded: false,
};

describe('getting-started checklist (spec "Dashboard")', () => {
  beforeEach(() => installFakeColorScheme('light'));

  it('counts "X of N completed" over its steps, ending with Upgrade to Pro for free readers', () => {
    renderWithRouter(
      <GettingStartedChecklist
        isPro={false}
        progress={{ ...none, savedFirstArticle: true, usedTags: true }}
      />,
    );
    expect(screen.getByText('2 of 5 completed')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Done: Save your first article',
      'To do: Install the bookmarklet',
      'Done: Organize with tags',
      'To do: Enjoy clean reading',
      'To do: Upgrade to Pro',
    ]);
  });

  it('ends with Use AI Summaries for Pro readers', () => {
    renderWithRouter(<GettingStartedChecklist isPro progress={none} />);
    expect(screen.getByText('Use AI Summaries')).toBeTruthy();
    expect(screen.getByText('0 of 5 completed')).toBeTruthy();
  });

  it('can be kept hidden, as the dashboard does', () => {
    renderWithRouter(<GettingStartedChecklist hidden isPro={false} progress={none} />);
    expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull();
  });

  it('knows the has-articles key of spec §3', () => {
    expect(HAS_ARTICLES_KEY).toBe('backpocket-has-articles');
  });
});
