import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '@/shared/auth/user-record';
import { PLANS } from '@/shared/billing/billing-schemas';
import { PlanFeaturesSection } from '@/web/features/settings/components/plan-features-section';
import { fakeUser, installFakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

const [FREE, PRO] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0]];

function renderSection(user: UserRecord) {
  renderWithRouter(<PlanFeaturesSection user={user} />, { path: '/settings' });
  return screen.getByRole('region', { name: 'Plan Features' });
}

describe('Settings › Plan Features and Available Plans', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    installFakeApi();
  });

  it('lists the free plan’s features and marks the Free card Current', () => {
    const section = renderSection(fakeUser());
    const [current] = within(section).getAllByRole('list');
    expect(
      within(current!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FREE.features);
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Available Plans' }),
    ).toBeTruthy();
    const free = within(section).getByRole('listitem', { name: 'Free' });
    const pro = within(section).getByRole('listitem', { name: 'Pro' });
    expect(within(free).getByText('Current')).toBeTruthy();
    expect(within(pro).queryByText('Current')).toBeNull();
    expect(pro.textContent).toContain('$4.99 per month');
    for (const feature of PRO.features) expect(pro.textContent).toContain(feature);
  });

  it('lists Pro’s features and marks the Pro card Current for a Pro reader', () => {
    const section = renderSection(fakeUser({ plan: 'pro', subscriptionStatus: 'active' }));
    const [current] = within(section).getAllByRole('list');
    expect(
      within(current!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PRO.features);
    expect(
      within(within(section).getByRole('listitem', { name: 'Pro' })).getByText('Current'),
    ).toBeTruthy();
    expect(
      within(within(section).getByRole('listitem', { name: 'Free' })).queryByText('Current'),
    ).toBeNull();
  });
});
