import { lazy, useState } from 'react';
import { MountOnDemand } from '@/web/components/ui/mount-on-demand';
import { useHotkeys, type HotkeyMap } from '@/web/components/ui/use-hotkeys';

export type Shortcut = { keys: string[]; label: string };

// The list itself is only code for the few who press "?".
const ShortcutsDialog = lazy(async () => ({
  default: (await import('@/web/components/ui/keyboard-shortcuts-dialog')).KeyboardShortcutsDialog,
}));

type KeyboardShortcutsProps = {
  /** What this screen's keys do; "?" (this list) is added at the end. */
  shortcuts: Shortcut[];
  /** The screen's own keys, registered alongside "?". */
  hotkeys?: HotkeyMap;
  enabled?: boolean;
};

/**
 * Registers a screen's single-key shortcuts and the "?" overlay that lists them. Keys never
 * fire while the reader types in a field or a dialog is open (see useHotkeys).
 */
export function KeyboardShortcuts({
  shortcuts,
  hotkeys = {},
  enabled = true,
}: KeyboardShortcutsProps) {
  const [open, setOpen] = useState(false);
  useHotkeys({ ...hotkeys, '?': () => setOpen(true) }, enabled);
  const all = [...shortcuts, { keys: ['?'], label: 'Show keyboard shortcuts' }];

  return (
    <MountOnDemand active={open}>
      <ShortcutsDialog open={open} onOpenChange={setOpen} shortcuts={all} />
    </MountOnDemand>
  );
}
