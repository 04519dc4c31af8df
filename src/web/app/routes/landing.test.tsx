import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LandingRoute } from '@/web/app/routes/landing';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

describe('landing page product preview (issue #17)', () => {
  beforeEach(() => installFakeColorScheme('light'));

  const preview = () => screen.getByRole('img', { name: /^Canyon with sample articles/ });
  const frame = () => preview().querySelector<HTMLElement>('[data-product-preview]')!;

  it('shows the library’s own cards with sample articles beside the reader', async () => {
    renderWithRouter(<LandingRoute />);
    expect(await screen.findByText('The slow science of a good sourdough')).toBeTruthy();
    const cards = frame().querySelectorAll('article[data-article-id]');
    expect(cards).toHaveLength(4);
    expect(cards[0]!.getAttribute('data-density')).toBe('compact');
    expect(frame().textContent).toContain('Kitchen Letters');
    expect(frame().textContent).toContain('12 min read');
    // The reader side: a real title and summary, not grey bars.
    expect(frame().textContent).toContain('AI summary');
    expect(frame().textContent).toContain('Guides scout every rapid');
  });

  it('is one picture to assistive technology, and nothing in it can be focused', async () => {
    renderWithRouter(<LandingRoute />);
    await screen.findByText('The slow science of a good sourdough');
    expect(frame().hasAttribute('inert')).toBe(true);
    expect(frame().getAttribute('aria-hidden')).toBe('true');
    // Links and buttons of the cards are there (the real cards), but only as a picture.
    expect(frame().querySelectorAll('a, button').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /sourdough/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Archive|Delete/ })).toBeNull();
  });
});
