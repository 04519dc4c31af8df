import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_ACCENT, Logo } from '@/web/components/ui/logo';

describe('Logo', () => {
  it.each([
    ['sm', 'size-6'],
    ['md', 'size-8'],
    ['lg', 'size-10'],
    ['xl', 'size-14'],
  ] as const)('renders size %s with the amber mark and the wordmark', (size, markClass) => {
    const { container } = render(<Logo size={size} />);
    expect(screen.getByText('Canyon')).toBeTruthy();
    const mark = container.querySelector('svg');
    expect(mark?.getAttribute('class')).toContain(markClass);
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.querySelector('rect')?.getAttribute('fill')).toBe('#F59E0B');
  });

  it('keeps the brand accent of spec §9', () => {
    expect(BRAND_ACCENT).toBe('#F59E0B');
  });

  it('names the mark itself when shown alone', () => {
    render(<Logo markOnly />);
    expect(screen.getByRole('img', { name: 'Canyon' })).toBeTruthy();
  });
});
