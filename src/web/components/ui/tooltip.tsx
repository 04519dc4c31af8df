import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { placeTooltip, type Side } from '@/web/components/ui/tooltip-placement';

// Canyon's own tooltip: a few lines instead of a positioning library, because the dashboard
// shows one on every card and its first load has a size budget. It follows the WAI-ARIA
// tooltip pattern: tied to its trigger with aria-describedby, shown on hover (after a short
// delay) and on keyboard focus, hoverable, and dismissed with Escape without moving focus.

const OPEN_DELAY_MS = 300;
/** Time to move the pointer from the trigger onto the tooltip without it closing. */
const CLOSE_GRACE_MS = 120;
const HIDDEN: CSSProperties = { visibility: 'hidden' };

type ChildProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
};

type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes: one focusable element (a button, usually). */
  children: ReactElement<ChildProps>;
  side?: Side;
  /**
   * Touch screens have no hover: a tap opens the tooltip too. Only for triggers that do
   * nothing else when pressed (an info icon), never for buttons with an action.
   */
  openOnTap?: boolean;
};

function useTimer() {
  const timer = useRef<number | undefined>(undefined);
  const clear = useCallback(() => window.clearTimeout(timer.current), []);
  const start = useCallback(
    (run: () => void, ms: number) => {
      clear();
      timer.current = window.setTimeout(run, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return useMemo(() => ({ start, clear }), [start, clear]);
}

/** A short label or explanation shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top', openOnTap = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>(HIDDEN);
  const triggerRef = useRef<HTMLElement | null>(null);
  const tipRef = useRef<HTMLDivElement | null>(null);
  const timer = useTimer();
  const pressed = useRef(false);
  const show = useCallback(() => {
    timer.clear();
    setOpen(true);
  }, [timer]);
  const hide = useCallback(() => {
    timer.clear();
    setOpen(false);
    // Hidden again until the next opening has measured itself.
    setStyle(HIDDEN);
  }, [timer]);

  // Placed before paint, once its own size is known; hidden until then.
  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !tipRef.current) return;
    const { left, top } = placeTooltip(
      triggerRef.current.getBoundingClientRect(),
      tipRef.current.getBoundingClientRect(),
      { width: window.innerWidth, height: window.innerHeight },
      side,
    );
    setStyle({ left, top });
  }, [open, side, content]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // A fixed-position tip would drift from its trigger; it closes instead.
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [open, hide]);

  const own = children.props;
  const trigger = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      // Touch and pen "hovers" are taps; only a mouse hovers.
      if (event.pointerType === 'mouse') timer.start(show, OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      pressed.current = false;
      timer.start(hide, CLOSE_GRACE_MS);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressed.current = true;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus only: a click also focuses a button, and hover or tap covers that.
      if (!pressed.current) show();
      pressed.current = false;
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (openOnTap) show();
      else hide();
    },
  });

  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            style={style}
            onPointerEnter={timer.clear}
            onPointerLeave={() => timer.start(hide, CLOSE_GRACE_MS)}
            className="fixed z-50 max-w-72 rounded-lg bg-stone-900 px-3 py-2 text-[0.8125rem] leading-5 font-medium text-white shadow-lg shadow-stone-950/20 transition-opacity duration-150 starting:opacity-0 dark:bg-stone-100 dark:text-stone-900"
          >
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
