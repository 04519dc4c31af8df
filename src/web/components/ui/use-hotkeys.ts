import { useEffect, useRef } from 'react';

/** Single keys as `KeyboardEvent.key` names them: 'j', '/', '?', 'Enter', 'Escape'. */
export type HotkeyMap = Partial<Record<string, (event: KeyboardEvent) => void>>;

/** Typing in a field, or a key a dialog, menu or widget handled, is never a shortcut. */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable) return false;
    if (target.closest('input, textarea, select, [role="textbox"], [role="combobox"]'))
      return false;
    // Enter on a link or button does what that control does.
    if (event.key === 'Enter' && target.closest('a[href], button, summary, [role="button"]'))
      return false;
  }
  // While a dialog or menu is open, keys belong to it (Escape closes it, letters type).
  if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return false;
  return true;
}

/**
 * Page-wide single-key shortcuts. Handlers may change every render; the listener stays put.
 * A handled key's default action is prevented (so "/" does not open the browser's find bar).
 */
export function useHotkeys(map: HotkeyMap, enabled = true): void {
  const latest = useRef(map);
  useEffect(() => {
    latest.current = map;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const handler = latest.current[event.key];
      if (!handler || !isShortcutEvent(event)) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
