import { Archive, ArchiveRestore, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { Tooltip } from '@/web/components/ui/tooltip';
import { DELETE_FADE_MS } from '@/web/features/library/api/delete-article';
import { paths } from '@/web/config/paths';
import {
  cardExcerpt,
  cardTags,
  cardTitle,
  safeImageUrl,
  savedWhen,
  siteLabel,
} from '@/web/features/library/lib/card-display';
import { cn } from '@/web/lib/cn';

type ArticleCardProps = {
  article: ArticleSummary;
  now: Date;
  selected: boolean;
  /** Deleted on the server: fading out (spec: 300 ms) before it leaves the list. */
  removing: boolean;
  /** An archive or unarchive of this article is on its way. */
  busy: boolean;
  /** A retry of this imported article's content is on its way. */
  retrying?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  onFocus: () => void;
  onArchive: () => void;
  onDelete: () => void;
  /** The fade-out of a deleted card has finished. */
  onFadeEnd: () => void;
  onTagSelect: (tag: string) => void;
  /** Fetch the content of an imported article again, after it failed. */
  onRetryContent?: () => void;
};

const iconButton =
  'relative z-10 inline-flex size-9 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:opacity-50 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white';

/**
 * One saved article. The whole card opens the reader (its title link is stretched over it);
 * tags and actions sit above that link so they stay clickable on their own.
 */
export function ArticleCard({
  article,
  now,
  selected,
  removing,
  busy,
  linkRef,
  onFocus,
  onArchive,
  onDelete,
  onFadeEnd,
  onTagSelect,
  retrying = false,
  onRetryContent,
}: ArticleCardProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const fadeEnded = useRef(onFadeEnd);
  useEffect(() => {
    fadeEnded.current = onFadeEnd;
  });

  // Spec: a deleted card fades out for 300 ms, then goes. The animation's own end (not a timer)
  // removes it, so the reader sees the whole fade even when the device starts it late.
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
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? null : safeImageUrl(article.image);
  const excerpt = cardExcerpt(article);
  const { shown, more } = cardTags(article.tags);
  const title = cardTitle(article);

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      data-article-id={article.id}
      data-selected={selected || undefined}
      data-state={removing ? 'removing' : 'shown'}
      onFocus={onFocus}
      className={cn(
        'group relative rounded-2xl bg-white shadow-sm shadow-stone-900/[0.03] ring-1 ring-stone-200/80 transition-shadow duration-200 hover:shadow-md hover:shadow-stone-900/5 hover:ring-stone-300 dark:bg-stone-900/60 dark:shadow-none dark:ring-stone-800 dark:hover:ring-stone-700',
        'has-[.card-link:focus-visible]:ring-2 has-[.card-link:focus-visible]:ring-brand-ink dark:has-[.card-link:focus-visible]:ring-brand-ink-dark',
        selected && 'ring-2 ring-brand-ink/60 dark:ring-brand-ink-dark/60',
        removing && 'pointer-events-none',
      )}
    >
      <div className="flex gap-4 p-4 sm:gap-5 sm:p-5">
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-center gap-1.5 text-[0.8125rem] text-stone-600 dark:text-stone-400">
            <span className="truncate font-medium text-stone-700 dark:text-stone-300">
              {siteLabel(article)}
            </span>
            <span aria-hidden="true">·</span>
            <time
              dateTime={article.createdAt}
              title={new Date(article.createdAt).toLocaleString()}
              className="shrink-0"
            >
              {savedWhen(article.createdAt, now)}
            </time>
          </p>
          <h2
            id={titleId}
            className="mt-1.5 text-[1.0625rem] leading-snug font-semibold tracking-tight text-pretty text-stone-900 sm:text-lg dark:text-white"
          >
            <Link
              ref={linkRef}
              to={paths.article.href(article.id)}
              className="card-link line-clamp-2 break-words outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {title}
            </Link>
          </h2>
          {excerpt && (
            <p className="mt-1.5 text-[0.9375rem] leading-6 break-words text-stone-600 dark:text-stone-300">
              {excerpt}
            </p>
          )}
          {article.contentStatus && (
            <ContentStatus
              status={article.contentStatus}
              title={title}
              retrying={retrying}
              onRetry={onRetryContent}
            />
          )}
          <div className="mt-3 flex min-h-9 items-center justify-between gap-3">
            <ul aria-label="Tags" className="flex min-w-0 flex-wrap items-center gap-1.5">
              {shown.map((tag) => (
                <li key={tag} className="min-w-0">
                  <button
                    type="button"
                    onClick={() => onTagSelect(tag)}
                    aria-label={`Show articles tagged ${tag}`}
                    className="relative z-10 inline-flex h-7 max-w-40 items-center truncate rounded-full bg-stone-100 px-2.5 text-[0.8125rem] font-medium text-stone-700 transition-colors hover:bg-amber-100 hover:text-amber-950 dark:bg-stone-800 dark:text-stone-300 dark:hover:bg-amber-400/15 dark:hover:text-amber-100"
                  >
                    <span className="truncate">{tag}</span>
                  </button>
                </li>
              ))}
              {more > 0 && (
                <li className="text-[0.8125rem] font-medium text-stone-500 dark:text-stone-400">
                  +{more} more
                </li>
              )}
            </ul>
            <div className="-mr-1.5 flex shrink-0 items-center">
              <Tooltip content={article.isArchived ? 'Unarchive' : 'Archive'}>
                <button
                  type="button"
                  onClick={onArchive}
                  disabled={busy}
                  aria-label={`${article.isArchived ? 'Unarchive' : 'Archive'} “${title}”`}
                  className={iconButton}
                >
                  {article.isArchived ? (
                    <ArchiveRestore aria-hidden="true" className="size-[1.125rem]" />
                  ) : (
                    <Archive aria-hidden="true" className="size-[1.125rem]" />
                  )}
                </button>
              </Tooltip>
              <Tooltip content="Delete">
                <button
                  type="button"
                  onClick={onDelete}
                  aria-label={`Delete “${title}”`}
                  className={cn(
                    iconButton,
                    'hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950/60 dark:hover:text-red-300',
                  )}
                >
                  <Trash2 aria-hidden="true" className="size-[1.125rem]" />
                </button>
              </Tooltip>
            </div>
          </div>
        </div>
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setImageFailed(true)}
            className="mt-1 hidden size-20 shrink-0 rounded-xl bg-stone-100 object-cover ring-1 ring-stone-900/5 sm:block sm:h-[5.5rem] sm:w-28 dark:bg-stone-800 dark:ring-white/5"
          />
        )}
      </div>
    </article>
  );
}

/**
 * An imported article whose content is still on its way, or could not be fetched (issue #16):
 * a quiet line of text, no spinner, since an import can put thousands of these in the list.
 */
function ContentStatus({
  status,
  title,
  retrying,
  onRetry,
}: {
  status: 'pending' | 'failed';
  title: string;
  retrying: boolean;
  onRetry?: () => void;
}) {
  if (status === 'pending') {
    return (
      <p className="mt-2">
        <span className="inline-flex h-6 items-center rounded-full bg-stone-100 px-2.5 text-[0.8125rem] font-medium text-stone-600 dark:bg-stone-800 dark:text-stone-300">
          Fetching content…
        </span>
      </p>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2">
      <span className="inline-flex h-6 items-center rounded-full bg-amber-50 px-2.5 text-[0.8125rem] font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/20">
        Content unavailable
      </span>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          aria-label={`Retry fetching “${title}”`}
          className="relative z-10 inline-flex h-7 items-center gap-1 rounded-full px-2 text-[0.8125rem] font-semibold text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-950 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          Retry
        </button>
      )}
    </p>
  );
}
