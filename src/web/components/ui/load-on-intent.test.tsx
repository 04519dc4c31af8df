import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadOnIntent } from '@/web/components/ui/load-on-intent';

function renderMenu() {
  const preload = vi.fn(() => Promise.resolve());
  render(
    <LoadOnIntent
      preload={preload}
      placeholder={(handlers) => (
        <button type="button" {...handlers}>
          Menu
        </button>
      )}
    >
      {(openedWith) => <p>Real menu, opened with the {openedWith}</p>}
    </LoadOnIntent>,
  );
  return { preload, button: screen.getByRole('button', { name: 'Menu' }) };
}

describe('LoadOnIntent', () => {
  it('preloads on hover and focus, and shows only the stand-in until clicked', async () => {
    const { preload, button } = renderMenu();
    await userEvent.hover(button);
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Real menu/)).toBeNull();
  });

  it('opens the real one with the pointer', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    expect(screen.getByText('Real menu, opened with the pointer')).toBeTruthy();
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])(
    'opens the real one from the keyboard: %s',
    async (key) => {
      const { button } = renderMenu();
      button.focus();
      await userEvent.keyboard(key);
      expect(screen.getByText('Real menu, opened with the keyboard')).toBeTruthy();
    },
  );
});
