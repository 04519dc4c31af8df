import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  Maximize2,
  Minimize2,
} from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { KeyboardShortcuts } from '@/web/components/ui/keyboard-shortcuts';
import { Spinner } from '@/web/components/ui/spinner';
import { useArticle } from '@/web/features/reader/api/get-article';
import { useRetryContent } from '@/web/features/reader/api/retry-content';
import { useUpdateArticle } from '@/web/features/reader/api/update-article';
import { ArticleBody } from '@/web/features/reader/components/article-body';
import { ContentUnavailable } from '@/web/features/reader/components/content-unavailable';
import { ReaderError } from '@/web/features/reader/components/reader-error';
import { ReaderSkeleton } from '@/web/features/reader/components/reader-skeleton';
import { TagEditor } from '@/web/features/reader/components/tag-editor';
import type { Notify } from '@/web/features/reader/lib/notify';
import {
  formatDate,
  hostOf,
  httpUrl,
  readingTime,
  updatedLabel,
} from '@/web/features/reader/lib/reader-display';
import { sanitizeArticle } from '@/web/features/reader/lib/sanitize-article';
import { tidyArticle } from '@/web/features/reader/lib/tidy-article';
import { ApiError } from '@/web/lib/api-client';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';
import { cn } from '@/web/lib/cn';

export type ArticleReaderProps = {
  articleId: string;
  /** The dashboard as the reader left it: Back, Escape and Go Back lead there. */
  backHref: string;
  /** Neighbours in the dashboard's current list, when known. */
  previousHref?: string | null;
  nextHref?: string | null;
  focusMode: boolean;
  onFocusModeChange: (focus: boolean) => void;
  /** Where a tag chip leads. */
  tagHref: (tag: string) => string;
  /** The AI panel (another feature), shown under the header unless in Focus. */
  aiPanel?: ReactNode;
  notify: Notify;
  /** The article's archive flag or tags changed on the server (lists should refresh). */
  onArticleChanged?: (article: ArticleDetail) => void;
};

const toolButton =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-200/70 hover:text-stone-950 disabled:pointer-events-none disabled:opacity-40 sm:px-3 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white [&_svg]:size-4 [&_svg]:shrink-0';

export const READER_SHORTCUTS = [
  { keys: ['Esc'], label: 'Back to your list' },
  { keys: ['f'], label: 'Focus / Exit Focus' },
];

export function ArticleReader(props: ArticleReaderProps) {
  const { articleId, backHref, focusMode, onFocusModeChange } = props;
  const navigate = useNavigate();
  const query = useArticle(articleId);

  return (
    <div className="w-full px-5 pb-24 sm:px-8">
      {/* One column for toolbar, header and text, as wide as the text's measure (styles.css). */}
      <div className="reader-measure" data-focus={focusMode || undefined}>
        <KeyboardShortcuts
          shortcuts={READER_SHORTCUTS}
          hotkeys={{
            Escape: () => void navigate(backHref),
            f: () => onFocusModeChange(!focusMode),
          }}
        />
        {query.isPending ? (
          <>
            <Toolbar {...props} article={null} />
            <ReaderSkeleton />
          </>
        ) : query.isError ? (
          <ReaderError
            notFound={query.error instanceof ApiError && query.error.status === 404}
            backHref={backHref}
          />
        ) : (
          <LoadedArticle {...props} article={query.data} />
        )}
      </div>
    </div>
  );
}

function Toolbar({
  article,
  backHref,
  previousHref,
  nextHref,
  focusMode,
  onFocusModeChange,
  archive,
}: ArticleReaderProps & {
  article: ArticleDetail | null;
  archive?: { pending: boolean; toggle: () => void };
}) {
  const original = httpUrl(article?.url);
  return (
    <nav
      aria-label="Article"
      className="sticky top-16 z-30 -mx-2 flex items-center justify-between gap-2 border-b border-stone-200/70 bg-stone-50/85 py-2 font-sans backdrop-blur-md dark:border-stone-800/70 dark:bg-stone-950/85"
    >
      <Link to={backHref} className={cn(toolButton, '-ml-1')}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      <div className="flex items-center gap-0.5 sm:gap-1">
        {(previousHref || nextHref) && (
          <div className="mr-1 flex items-center border-r border-stone-200 pr-1 sm:mr-2 sm:pr-2 dark:border-stone-800">
            {previousHref ? (
              <Link to={previousHref} className={toolButton} aria-label="Previous article">
                <ChevronLeft aria-hidden="true" />
                <span className="hidden sm:inline">Previous</span>
              </Link>
            ) : (
              <span aria-hidden="true" className={cn(toolButton, 'opacity-40')}>
                <ChevronLeft />
                <span className="hidden sm:inline">Previous</span>
              </span>
            )}
            {nextHref ? (
              <Link to={nextHref} className={toolButton} aria-label="Next article">
                <span className="hidden sm:inline">Next</span>
                <ChevronRight aria-hidden="true" />
              </Link>
            ) : (
              <span aria-hidden="true" className={cn(toolButton, 'opacity-40')}>
                <span className="hidden sm:inline">Next</span>
                <ChevronRight />
              </span>
            )}
          </div>
        )}
        <button type="button" onClick={() => onFocusModeChange(!focusMode)} className={toolButton}>
          {focusMode ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{focusMode ? 'Exit Focus' : 'Focus'}</span>
        </button>
        <button
          type="button"
          onClick={archive?.toggle}
          disabled={!article || archive?.pending}
          className={toolButton}
        >
          {archive?.pending ? (
            <Spinner />
          ) : article?.isArchived ? (
            <ArchiveRestore aria-hidden="true" />
          ) : (
            <Archive aria-hidden="true" />
          )}
          <span className="sr-only sm:not-sr-only">
            {article?.isArchived ? 'Unarchive' : 'Archive'}
          </span>
        </button>
        {original ? (
          <a href={original} target="_blank" rel="noopener noreferrer" className={toolButton}>
            <ExternalLink aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Original</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span aria-hidden="true" className={cn(toolButton, 'opacity-40')}>
            <ExternalLink />
            <span className="hidden sm:inline">Original</span>
          </span>
        )}
      </div>
    </nav>
  );
}

function LoadedArticle(props: ArticleReaderProps & { article: ArticleDetail }) {
  const { article, focusMode, tagHref, aiPanel, notify, onArticleChanged } = props;
  const [imageFailed, setImageFailed] = useState(false);

  const update = useUpdateArticle(article.id, {
    onSuccess: (updated, change) => {
      if (change.isArchived !== undefined)
        notify(
          'success',
          updated.isArchived ? 'Article archived' : 'Article moved back to your list',
        );
      onArticleChanged?.(updated);
    },
    onError: () => notify('error', 'Please try again.', { title: 'Failed to update article' }),
  });
  const retry = useRetryContent(article.id, {
    onSuccess: () => onArticleChanged?.({ ...article, contentStatus: 'pending' }),
    onError: () => notify('error', 'Please try again.', { title: 'Failed to retry' }),
  });

  // Sanitised right before it is shown (SECURITY.md 14), once per content.
  const body = useMemo(() => {
    const fragment = sanitizeArticle(article.content ?? '');
    tidyArticle(fragment);
    return { fragment, text: fragment.textContent ?? '' };
  }, [article.content]);

  const title = article.title?.trim() || 'Untitled';
  const image = imageFailed ? null : canyonImageUrl(article.image);
  const original = httpUrl(article.url);
  const updated = updatedLabel(article);
  const site = article.siteName?.trim() || hostOf(article.url);
  const archivePending = update.isPending && update.variables?.isArchived !== undefined;
  const tagsPending = update.isPending && update.variables?.tags !== undefined;

  return (
    <>
      <DocumentTitle title={title} />
      <Toolbar
        {...props}
        archive={{
          pending: archivePending,
          toggle: () => update.mutate({ isArchived: !article.isArchived }),
        }}
      />
      <article lang={article.language ?? undefined} className="pt-8 sm:pt-12">
        <header className="font-sans">
          {!focusMode && (
            <p
              data-reader-meta
              className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-stone-600 dark:text-stone-400"
            >
              <span className="text-brand-ink dark:text-brand-ink-dark">{site}</span>
              {!article.contentStatus && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{readingTime(article, body.text)}</span>
                </>
              )}
              {article.isArchived && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>Archived</span>
                </>
              )}
            </p>
          )}
          <h1
            className={cn(
              'font-serif text-[2rem] leading-[1.15] font-semibold tracking-tight text-balance break-words text-stone-950 sm:text-[2.625rem] dark:text-white',
              !focusMode && 'mt-3',
            )}
          >
            {title}
          </h1>
          {!focusMode && (
            <div data-reader-meta>
              <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.9375rem] text-stone-600 dark:text-stone-400">
                {article.byline && (
                  <>
                    <span className="font-medium text-stone-800 dark:text-stone-200">
                      {article.byline}
                    </span>
                    <span aria-hidden="true">·</span>
                  </>
                )}
                <span>
                  Saved <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
                </span>
                {updated && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>
                      Updated <time dateTime={article.updatedAt}>{updated}</time>
                    </span>
                  </>
                )}
              </p>
              <div className="mt-5" data-reader-tags>
                <TagEditor
                  articleId={article.id}
                  tags={article.tags}
                  tagHref={tagHref}
                  saving={tagsPending}
                  onSave={(tags) =>
                    update
                      .mutateAsync({ tags })
                      .then(() => true)
                      .catch(() => false)
                  }
                />
              </div>
              {original && (
                <p className="mt-4 truncate text-sm">
                  <a
                    href={original}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-stone-500 underline decoration-stone-300 underline-offset-4 hover:text-stone-900 hover:decoration-stone-500 dark:text-stone-400 dark:decoration-stone-600 dark:hover:text-white"
                  >
                    {article.url}
                  </a>
                </p>
              )}
            </div>
          )}
        </header>

        {!focusMode && image && (
          <figure
            data-reader-image
            className="mt-8 overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/5"
          >
            <img
              src={image}
              alt=""
              onError={() => setImageFailed(true)}
              referrerPolicy="no-referrer"
              decoding="async"
              className="max-h-[28rem] w-full object-cover"
            />
          </figure>
        )}

        {/* Without its text there is nothing to summarise or ask about yet. */}
        {!focusMode && aiPanel && !article.contentStatus && (
          <div className="mt-8 font-sans">{aiPanel}</div>
        )}

        {article.contentStatus ? (
          <ContentUnavailable
            status={article.contentStatus}
            original={original}
            retrying={retry.isPending}
            onRetry={() => retry.mutate()}
            className={cn(focusMode ? 'mt-8' : 'mt-10')}
          />
        ) : (
          <ArticleBody content={body.fragment} className={cn(focusMode ? 'mt-8' : 'mt-10')} />
        )}

        {original && (
          <footer className="mt-14 border-t border-stone-200 pt-6 font-sans dark:border-stone-800">
            <a
              href={original}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-[0.9375rem] font-semibold text-stone-900 underline decoration-brand decoration-2 underline-offset-[6px] hover:decoration-brand-ink dark:text-white"
            >
              Read More
              <span className="sr-only"> at {site} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </footer>
        )}
      </article>
    </>
  );
}
