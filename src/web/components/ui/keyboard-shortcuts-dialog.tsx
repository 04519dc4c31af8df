import { Keyboard } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import type { Shortcut } from '@/web/components/ui/keyboard-shortcuts';

export function Kbd({ children }: { children: string }) {
  return (
    <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded-md border border-stone-300 bg-stone-50 px-1.5 font-sans text-xs font-semibold text-stone-700 shadow-[0_1px_0] shadow-stone-300 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-200 dark:shadow-stone-700">
      {children}
    </kbd>
  );
}

type KeyboardShortcutsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every key of the screen, "?" included. */
  shortcuts: Shortcut[];
};

/** The "?" overlay: what each key of the screen does. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
}: KeyboardShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="mb-5 flex size-11 items-center justify-center rounded-xl bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          <Keyboard aria-hidden="true" className="size-5" />
        </div>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>
          Single keys work anywhere on this screen except in text fields.
        </DialogDescription>
        <dl className="mt-5 divide-y divide-stone-200 dark:divide-stone-800">
          {shortcuts.map(({ keys, label }) => (
            <div key={label} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="text-[0.9375rem] text-stone-700 dark:text-stone-300">{label}</dt>
              <dd className="flex shrink-0 items-center gap-1.5">
                {keys.map((key, index) => (
                  <span key={key} className="flex items-center gap-1.5">
                    {index > 0 && (
                      <span className="text-xs text-stone-500 dark:text-stone-400">or</span>
                    )}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
