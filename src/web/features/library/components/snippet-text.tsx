import type { ArticleSummary } from '@/shared/articles/article-schemas';

type Snippet = NonNullable<ArticleSummary['snippet']>;

/**
 * A search result's passage with the matched words marked. Every piece is a React text node,
 * never markup: an article's text can hold anything, including tags.
 */
export function SnippetText({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippet.map((piece, index) =>
        piece.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200/80 px-0.5 text-stone-950 dark:bg-amber-400/30 dark:text-amber-50"
          >
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
