import { ImageOff } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';
import { cn } from '@/web/lib/cn';

type ArticleBodyProps = {
  /** Sanitised and tidied content (see sanitizeArticle); put into the page as nodes. */
  content: DocumentFragment;
  className?: string;
  /** The element holding the text, for whoever measures it (reading progress). */
  ref?: RefObject<HTMLDivElement | null>;
};

const PLACEHOLDER_CLASS =
  'mx-auto my-[1.2em] flex w-full max-w-md flex-col items-center justify-center gap-2 rounded-xl bg-stone-100 px-4 py-5 text-center font-sans text-[0.8em] leading-snug text-stone-600 ring-1 ring-stone-900/5 dark:bg-stone-900 dark:text-stone-400 dark:ring-white/10';

/**
 * An image Canyon could not fetch (or has no source for) becomes a small box with an image icon
 * and the alt text as its caption, not a broken image; an image without alt text just goes.
 */
function showPlaceholder(img: HTMLImageElement, icon: Element | null | undefined): void {
  const alt = img.getAttribute('alt')?.replace(/\s+/g, ' ').trim();
  if (!alt) {
    const parent = img.parentElement;
    img.remove();
    // A paragraph that held only this image would be an empty gap.
    if (parent?.localName === 'p' && !parent.textContent?.trim() && !parent.children.length)
      parent.remove();
    return;
  }
  const box = document.createElement('span');
  box.dataset.imagePlaceholder = '';
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', alt);
  box.className = PLACEHOLDER_CLASS;
  if (icon) box.append(icon.cloneNode(true));
  // A figure whose caption already says the same needs no second caption inside the box.
  const figcaption = img.closest('figure')?.querySelector('figcaption');
  if (figcaption?.textContent?.replace(/\s+/g, ' ').trim() !== alt) {
    const caption = document.createElement('span');
    caption.className = 'line-clamp-3 break-words';
    caption.textContent = alt;
    box.append(caption);
  }
  img.replaceWith(box);
}

/**
 * The article itself. The sanitised nodes are inserted as they are, never serialised and parsed
 * again, so nothing can change meaning between the sanitiser and the page (mutation XSS).
 */
export function ArticleBody({ content, className, ref: outerRef }: ArticleBodyProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = outerRef ?? ownRef;
  const iconRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.replaceChildren(content.cloneNode(true));
    const listening = new AbortController();
    const icon = () => iconRef.current?.firstElementChild;
    for (const img of Array.from(root.querySelectorAll('img'))) {
      // The server leaves out the source of an image it could not fetch; the sanitiser (and this
      // check, should a fragment come from elsewhere) lets only Canyon's own image URLs through.
      if (!canyonImageUrl(img.getAttribute('src'))) showPlaceholder(img, icon());
      else
        img.addEventListener('error', () => showPlaceholder(img, icon()), {
          once: true,
          signal: listening.signal,
        });
    }
    return () => listening.abort();
  }, [content, ref]);
  return (
    <>
      <div ref={ref} data-article-body className={cn('reader-prose', className)} />
      <span ref={iconRef} hidden>
        <ImageOff
          aria-hidden="true"
          className="size-6 shrink-0 text-stone-400 dark:text-stone-500"
        />
      </span>
    </>
  );
}
