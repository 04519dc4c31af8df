import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

// Radix handles focus trapping, Escape, outside clicks and restoring focus; these wrappers
// only give it Canyon's look. Enter transitions use @starting-style (Tailwind `starting:`).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClasses =
  'fixed inset-0 z-50 bg-stone-950/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 dark:bg-black/60';

function CloseButton() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
    >
      <X aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
}

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  children: ReactNode;
  /** Hide the corner close button (e.g. when the dialog has its own Cancel). */
  hideClose?: boolean;
};

/** A centred dialog. */
export function DialogContent({ className, children, hideClose, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl shadow-stone-950/20 ring-1 ring-stone-900/5 transition-[opacity,scale] duration-200 focus:outline-none starting:scale-95 starting:opacity-0 sm:p-7 dark:bg-stone-900 dark:ring-white/10',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel sliding in from the left edge, for the phone-sized side menu. */
export function SheetContent({ className, children, hideClose, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col bg-white shadow-2xl shadow-stone-950/30 transition-transform duration-300 ease-out focus:outline-none starting:-translate-x-full dark:bg-stone-900 dark:ring-1 dark:ring-white/10',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn(
        'pr-8 text-lg font-semibold tracking-tight text-stone-900 dark:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn(
        'mt-2 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300',
        className,
      )}
      {...props}
    />
  );
}

/** The row of buttons at the foot of a dialog: stacked on phones, right-aligned on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}
