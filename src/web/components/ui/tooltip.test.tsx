import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '@/web/components/ui/tooltip';

function renderTip(openOnTap = false) {
  let clicks = 0;
  render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Archive this article" openOnTap={openOnTap}>
        <button type="button" onClick={() => (clicks += 1)}>
          Archive
        </button>
      </Tooltip>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Archive' }), clicks: () => clicks };
}

afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('opens on mouse hover after a short delay and describes its trigger', () => {
    vi.useFakeTimers();
    const { trigger } = renderTip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Archive this article');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
  });

  it('stays open while the pointer moves onto it', () => {
    vi.useFakeTimers();
    const { trigger } = renderTip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(screen.getByRole('tooltip'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('does not open on a touch "hover"', () => {
    vi.useFakeTimers();
    const { trigger } = renderTip();
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus, closes on Escape without moving focus, and on blur', async () => {
    const { trigger } = renderTip();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('an action button runs its action and closes the tooltip when clicked', async () => {
    const { trigger, clicks } = renderTip();
    await userEvent.click(trigger);
    expect(clicks()).toBe(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('an info button opens it on a tap', async () => {
    const { trigger, clicks } = renderTip(true);
    await userEvent.click(trigger);
    expect(clicks()).toBe(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Archive this article');
  });
});
