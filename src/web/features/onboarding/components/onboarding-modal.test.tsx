import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnboardingModal } from '@/web/features/onboarding/components/onboarding-modal';
import {
  ONBOARDING_COMPLETED_KEY,
  setFlag,
} from '@/web/features/onboarding/lib/onboarding-storage';

const user = { displayName: null, email: 'grace@example.com' };

describe('Onboarding modal (spec "Onboarding modal")', () => {
  it('walks through its four steps and stores the flag on Get Started', async () => {
    render(<OnboardingModal user={user} isPro={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Getting Started' });
    expect(within(dialog).getByRole('heading', { name: 'Welcome, grace!' })).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Save Articles Instantly' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome, grace!' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Organize Your Reading' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Unlock AI Features' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();

    expect(localStorage.getItem(ONBOARDING_COMPLETED_KEY)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(localStorage.getItem(ONBOARDING_COMPLETED_KEY)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends on AI-Powered Summaries for Pro readers', async () => {
    render(<OnboardingModal user={{ displayName: 'Ada' }} isPro />);
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'AI-Powered Summaries' })).toBeTruthy();
  });

  it('is not shown once the flag is set, and counts closing early as done', async () => {
    const view = render(<OnboardingModal user={user} isPro={false} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(ONBOARDING_COMPLETED_KEY)).toBe('true');
    view.unmount();
    render(<OnboardingModal user={user} isPro={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when another tab finishes it', () => {
    render(<OnboardingModal user={user} isPro={false} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => setFlag(ONBOARDING_COMPLETED_KEY));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
