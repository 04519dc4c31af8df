import { useEffect, useId, useRef } from 'react';
import { DELETE_FADE_MS } from '@/web/features/library/api/delete-article';
import {
  CardActions,
  CardMeta,
  CardTags,
  CardTitle,
  type ArticleCardProps,
  type CardPartProps,
} from '@/web/features/library/components/article-card-parts';
import { ArticleThumbnail } from '@/web/features/library/components/article-thumbnail';
import { ContentStatus } from '@/web/features/library/components/content-status';
import { ReadingProgress } from '@/web/features/library/components/reading-progress';
import { SnippetText } from '@/web/features/library/components/snippet-text';
import { cardExcerpt, cardTitle } from '@/web/features/library/lib/card-display';
import { cn } from '@/web/lib/cn';

/**
 * One saved article. The whole card opens the reader (its title link is stretched over it);
 * tags and actions sit above that link so they stay clickable on their own. Archive and delete
 * keep one place on every card: the top right (comfortable) or the end of the row (compact).
 */
export function ArticleCard(props: ArticleCardProps) {
  const { article, density, selected, removing, onFocus, onFadeEnd } = props;
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const fadeEnded = useRef(onFadeEnd);
  useEffect(() => {
    fadeEnded.current = onFadeEnd;
  });

  // Spec: a deleted card fades out for 300 ms, then goes. The animation's own end (not a timer)
  // hides it, so the reader sees the whole fade even when the device starts it late.
  useEffect(() => {
    if (!removing) return;
    const card = cardRef.current;
    if (!card || typeof card.animate !== 'function') {
      const timer = window.setTimeout(() => fadeEnded.current(), DELETE_FADE_MS);
      return () => window.clearTimeout(timer);
    }
    const fade = card.animate(
      [
        { opacity: 1, translate: '0 0' },
        { opacity: 0, translate: '0 -0.25rem' },
      ],
      { duration: DELETE_FADE_MS, easing: 'ease-out', fill: 'forwards' },
    );
    fade.finished.then(
      () => fadeEnded.current(),
      () => undefined,
    );
    return () => fade.cancel();
  }, [removing]);

  const compact = density === 'compact';
  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      data-article-id={article.id}
      data-selected={selected || undefined}
      data-state={removing ? 'removing' : 'shown'}
      data-density={density}
      onFocus={onFocus}
      className={cn(
        'group relative overflow-hidden bg-white transition-shadow duration-200 dark:bg-stone-900/60',
        compact
          ? 'hover:bg-stone-50 dark:hover:bg-stone-900'
          : 'rounded-2xl shadow-sm ring-1 shadow-stone-900/[0.03] ring-stone-200/80 hover:shadow-md hover:ring-stone-300 hover:shadow-stone-900/5 dark:shadow-none dark:ring-stone-800 dark:hover:ring-stone-700',
        'has-[.card-link:focus-visible]:ring-2 has-[.card-link:focus-visible]:ring-brand-ink has-[.card-link:focus-visible]:ring-inset dark:has-[.card-link:focus-visible]:ring-brand-ink-dark',
        selected && 'ring-2 ring-brand-ink/60 ring-inset dark:ring-brand-ink-dark/60',
        removing && 'pointer-events-none',
      )}
    >
      {compact ? (
        <CompactLayout {...props} titleId={titleId} />
      ) : (
        <ComfortableLayout {...props} titleId={titleId} />
      )}
      <ReadingProgress progress={article.readingProgress} className="absolute inset-x-0 bottom-0" />
    </article>
  );
}

function ComfortableLayout(props: CardPartProps) {
  const { article, onRetryContent, retrying = false } = props;
  const title = cardTitle(article);
  const excerpt = cardExcerpt(article);
  return (
    <div className="flex gap-4 p-4 sm:gap-5 sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="-mt-1.5 flex min-h-9 items-center justify-between gap-3">
          <CardMeta {...props} />
          <CardActions {...props} />
        </div>
        <CardTitle
          {...props}
          className="mt-0.5 text-[1.0625rem] leading-snug sm:text-lg"
          linkClassName="line-clamp-2"
        />
        {article.snippet && article.snippet.length > 0 ? (
          <p className="mt-1.5 text-[0.9375rem] leading-6 break-words text-stone-600 dark:text-stone-300">
            <SnippetText snippet={article.snippet} />
          </p>
        ) : (
          excerpt && (
            <p className="mt-1.5 text-[0.9375rem] leading-6 break-words text-stone-600 dark:text-stone-300">
              {excerpt}
            </p>
          )
        )}
        {article.contentStatus && (
          <ContentStatus
            status={article.contentStatus}
            title={title}
            retrying={retrying}
            onRetry={onRetryContent}
          />
        )}
        <CardTags {...props} className="mt-3 min-h-7" />
      </div>
      <ArticleThumbnail image={article.image} className="mt-1 hidden h-[5.5rem] w-28 sm:flex" />
    </div>
  );
}

function CompactLayout(props: CardPartProps) {
  const { article, onRetryContent, retrying = false } = props;
  return (
    <div className="flex items-center gap-3 py-1.5 pr-2 pl-3 sm:pl-4">
      <ArticleThumbnail image={article.image} className="size-9 rounded-lg" />
      <div className="min-w-0 flex-1">
        <CardTitle {...props} className="text-[0.9375rem] leading-5" linkClassName="truncate" />
        <div className="flex h-[1.125rem] min-w-0 items-center gap-2">
          <CardMeta {...props} small />
          <CardTags {...props} className="hidden shrink sm:flex" small />
          {article.contentStatus && (
            <ContentStatus
              status={article.contentStatus}
              title={cardTitle(article)}
              retrying={retrying}
              onRetry={onRetryContent}
              inline
            />
          )}
        </div>
        {article.snippet && article.snippet.length > 0 && (
          <p className="mt-0.5 truncate text-[0.8125rem] text-stone-600 dark:text-stone-300">
            <SnippetText snippet={article.snippet} />
          </p>
        )}
      </div>
      <CardActions {...props} />
    </div>
  );
}
