import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHotkeys, type HotkeyMap } from '@/web/components/ui/use-hotkeys';

function Keys({ map }: { map: HotkeyMap }) {
  useHotkeys(map);
  return (
    <>
      <input aria-label="field" />
      <button type="button">button</button>
    </>
  );
}

describe('useHotkeys', () => {
  it('runs single-key shortcuts and keeps the browser from acting on them', () => {
    const j = vi.fn();
    render(<Keys map={{ j }} />);
    const event = new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(j).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores typing in fields, modifier chords and keys already handled', () => {
    const j = vi.fn();
    const { getByLabelText } = render(<Keys map={{ j }} />);
    fireEvent.keyDown(getByLabelText('field'), { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'j', metaKey: true });
    const handled = new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(j).not.toHaveBeenCalled();
  });

  it('leaves Enter on a button to the button, and every key to an open dialog', () => {
    const enter = vi.fn();
    const a = vi.fn();
    const { getByRole } = render(<Keys map={{ Enter: enter, a }} />);
    fireEvent.keyDown(getByRole('button'), { key: 'Enter' });
    expect(enter).not.toHaveBeenCalled();

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'a' });
    dialog.remove();
    expect(a).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(a).toHaveBeenCalledTimes(1);
  });
});
