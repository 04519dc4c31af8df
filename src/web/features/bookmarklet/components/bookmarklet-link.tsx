import { Bookmark } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

export const DRAG_HINT =
  'Drag this button to your bookmarks bar. Then, on any article, click Save to Canyon in your bookmarks to save it.';

/**
 * The draggable "Save to Canyon" button. React refuses `javascript:` addresses in markup, so
 * the address is set on the element once it exists. Clicked here, on Canyon, it would only be
 * stopped by Canyon's own Content-Security-Policy, so a click explains what to do instead.
 */
export function BookmarkletLink({ href }: { href: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const [explained, setExplained] = useState(false);

  useEffect(() => {
    link.current?.setAttribute('href', href);
  }, [href]);

  function explain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setExplained(true);
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <a
        ref={link}
        onClick={explain}
        draggable
        className="inline-flex h-14 cursor-grab items-center gap-2.5 rounded-full bg-brand px-7 text-lg font-semibold text-stone-950 shadow-md ring-1 shadow-amber-900/15 ring-amber-600/25 ring-inset transition-colors hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-600 active:cursor-grabbing"
        aria-describedby="bookmarklet-drag-hint"
      >
        <Bookmark aria-hidden="true" className="size-5" />
        Save to Canyon
      </a>
      <p
        id="bookmarklet-drag-hint"
        className="max-w-sm text-center text-sm leading-6 text-stone-600 dark:text-stone-300"
      >
        Drag the button to your bookmarks bar.
      </p>
      <p
        role="status"
        className={
          explained
            ? 'max-w-md rounded-xl bg-amber-50 px-4 py-3 text-center text-sm leading-6 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/25'
            : 'sr-only'
        }
      >
        {explained ? DRAG_HINT : ''}
      </p>
    </div>
  );
}
