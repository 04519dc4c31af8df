import { TextSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { findQuote } from '@/web/features/ai/lib/find-quote';
import { showQuoteInArticle } from '@/web/features/ai/lib/highlight-quote';

type ShowInArticleButtonProps = {
  quote: string;
  /** The rendered article body, where the quote is looked for. */
  findArticleBody: () => HTMLElement | null;
};

/** Takes the reader to a quoted passage; not offered when the article does not contain it. */
export function ShowInArticleButton({ quote, findArticleBody }: ShowInArticleButtonProps) {
  const [found, setFound] = useState(false);

  useEffect(() => {
    const body = findArticleBody();
    setFound(Boolean(body && findQuote(body, quote)));
  }, [quote, findArticleBody]);

  if (!found) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const body = findArticleBody();
        if (body) showQuoteInArticle(body, quote);
      }}
      className="mt-1.5 ml-3.5 inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-[0.8125rem] font-semibold text-stone-700 ring-1 ring-stone-300 ring-inset transition-colors hover:bg-white hover:text-stone-950 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white"
    >
      <TextSearch aria-hidden="true" className="size-3.5" />
      Show in article
    </button>
  );
}
