import { Menu } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';

export const mobileMenuTriggerClasses =
  '-ml-2 inline-flex size-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-200/70 md:hidden dark:text-stone-200 dark:hover:bg-stone-800';

/** The phone menu's trigger, standing in until the menu's code has loaded (see LoadOnIntent). */
export function MobileMenuButton(props: ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={mobileMenuTriggerClasses}
      {...props}
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
