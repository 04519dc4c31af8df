import {
  Suspense,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** How the reader opened the stand-in; a menu opened from the keyboard focuses its first item. */
export type OpenedWith = 'pointer' | 'keyboard';

export type IntentHandlers = {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

type LoadOnIntentProps = {
  /** Starts loading the real component's code; called on hover and focus, so a click finds it ready. */
  preload: () => Promise<unknown>;
  /** A stand-in with the real trigger's look, shown until the first click and while loading. */
  placeholder: (handlers: IntentHandlers) => ReactElement;
  /** The real component, rendered already open: the click or key that summoned it asked for that. */
  children: (openedWith: OpenedWith) => ReactNode;
};

/**
 * Keeps a menu's code out of the first load: a plain button stands in for its trigger until
 * the reader reaches for it, then the real menu takes its place and opens.
 */
export function LoadOnIntent({ preload, placeholder, children }: LoadOnIntentProps) {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  if (!openedWith) {
    return placeholder({
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      // Enter and Space click a button too, with no pointer: detail is then 0.
      onClick: (event) => setOpenedWith(event.detail === 0 ? 'keyboard' : 'pointer'),
      // Menus also open with the down arrow.
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setOpenedWith('keyboard');
      },
    });
  }
  return <Suspense fallback={placeholder({})}>{children(openedWith)}</Suspense>;
}
