import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { Tooltip } from '@/web/components/ui/tooltip';
import { paths } from '@/web/config/paths';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';
import {
  cardTags,
  cardTitle,
  readingTime,
  savedWhen,
  siteLabel,
} from '@/web/features/library/lib/card-display';
import { LIBRARY_RETURN_STATE } from '@/web/features/library/lib/library-return';
import { cn } from '@/web/lib/cn';

// The pieces of an article card, shared by its comfortable and compact layouts.

export type ArticleCardProps = {
  article: ArticleSummary;
  now: Date;
  density: LibraryDensity;
  selected: boolean;
  /** Deleted (Undo still possible): fading out (spec: 300 ms) before it leaves the list. */
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

/** What each piece gets: the card's props and the id its title carries. */
export type CardPartProps = ArticleCardProps & { titleId: string };

export function CardTitle({
  article,
  titleId,
  linkRef,
  className,
  linkClassName,
}: CardPartProps & { className: string; linkClassName: string }) {
  return (
    <h2
      id={titleId}
      className={cn(
        'font-semibold tracking-tight text-pretty text-stone-900 dark:text-white',
        className,
      )}
    >
      <Link
        ref={linkRef}
        to={paths.article.href(article.id)}
        // Lets the reader send its Back to this very list entry (see library-return).
        state={LIBRARY_RETURN_STATE}
        className={cn(
          'card-link block break-words outline-none after:absolute after:inset-0 after:content-[""]',
          linkClassName,
        )}
      >
        {cardTitle(article)}
      </Link>
    </h2>
  );
}

/** Site · saved · reading time. */
export function CardMeta({ article, now, small = false }: CardPartProps & { small?: boolean }) {
  const minutes = readingTime(article.readingMinutes);
  return (
    <p
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-stone-600 dark:text-stone-400',
        small ? 'text-xs' : 'text-[0.8125rem]',
      )}
    >
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
      {minutes && (
        <>
          <span aria-hidden="true">·</span>
          <span className="shrink-0">{minutes}</span>
        </>
      )}
    </p>
  );
}

export function CardTags({
  article,
  onTagSelect,
  className,
  small = false,
}: CardPartProps & { className?: string; small?: boolean }) {
  const { shown, more } = cardTags(article.tags);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex min-w-0 flex-wrap items-center gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag} className="min-w-0">
          <button
            type="button"
            onClick={() => onTagSelect(tag)}
            aria-label={`Show articles tagged ${tag}`}
            className={cn(
              'relative z-10 inline-flex max-w-40 items-center truncate rounded-full bg-stone-100 font-medium text-stone-700 transition-colors hover:bg-amber-100 hover:text-amber-950 dark:bg-stone-800 dark:text-stone-300 dark:hover:bg-amber-400/15 dark:hover:text-amber-100',
              small ? 'h-[1.125rem] px-2 text-[0.6875rem]' : 'h-7 px-2.5 text-[0.8125rem]',
            )}
          >
            <span className="truncate">{tag}</span>
          </button>
        </li>
      ))}
      {more > 0 && (
        <li
          className={cn(
            'font-medium text-stone-500 dark:text-stone-400',
            small ? 'text-[0.6875rem]' : 'text-[0.8125rem]',
          )}
        >
          +{more} more
        </li>
      )}
    </ul>
  );
}

const iconButton =
  'relative z-10 inline-flex size-9 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:opacity-50 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white';

export function CardActions({ article, busy, onArchive, onDelete }: CardPartProps) {
  const title = cardTitle(article);
  return (
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
  );
}
