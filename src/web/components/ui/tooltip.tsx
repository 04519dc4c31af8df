import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

// Radix positions the tooltip, ties it to its trigger with aria-describedby and closes it on
// Escape; this wrapper gives it Canyon's look. Each tooltip brings its own provider, so it
// works wherever it is placed.

const contentClasses =
  'z-50 max-w-72 rounded-lg bg-stone-900 px-3 py-2 text-[0.8125rem] leading-5 font-medium text-white shadow-lg shadow-stone-950/20 transition-opacity duration-150 starting:opacity-0 dark:bg-stone-100 dark:text-stone-900';

type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; must accept a ref (a button, usually). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * Touch screens have no hover: a tap opens the tooltip too. Only for triggers that do
   * nothing else when pressed (an info icon), never for buttons with an action.
   */
  openOnTap?: boolean;
};

/** A short label or explanation shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top', openOnTap = false }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger
          asChild
          onClick={
            openOnTap
              ? (event) => {
                  // Radix closes the tooltip on click; an info trigger opens it instead.
                  event.preventDefault();
                  setOpen(true);
                }
              : undefined
          }
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={12}
            className={cn(contentClasses)}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-stone-900 dark:fill-stone-100" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
