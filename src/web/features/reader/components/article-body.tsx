import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/web/lib/cn';

type ArticleBodyProps = {
  /** Sanitised and tidied content (see sanitizeArticle); put into the page as nodes. */
  content: DocumentFragment;
  className?: string;
};

/**
 * The article itself. The sanitised nodes are inserted as they are, never serialised and parsed
 * again, so nothing can change meaning between the sanitiser and the page (mutation XSS).
 */
export function ArticleBody({ content, className }: ArticleBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(content.cloneNode(true));
  }, [content]);
  return <div ref={ref} className={cn('reader-prose', className)} />;
}
