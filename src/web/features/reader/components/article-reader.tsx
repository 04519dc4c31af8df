import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  ExternalLink,
  Maximize2,
  Minimize2,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ReaderPreferencesChange } from '@/shared/account/reader-preferences';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { KeyboardShortcuts } from '@/web/components/ui/keyboard-shortcuts';
import { Spinner } from '@/web/components/ui/spinner';
import { readerKeys, useArticle } from '@/web/features/reader/api/get-article';
import { useRetryContent } from '@/web/features/reader/api/retry-content';
import { useUpdateArticle } from '@/web/features/reader/api/update-article';
import { ArticleBody } from '@/web/features/reader/components/article-body';
import { ContentUnavailable } from '@/web/features/reader/components/content-unavailable';
import { NeighbourLink } from '@/web/features/reader/components/neighbour-link';
import { ReaderError } from '@/web/features/reader/components/reader-error';
import { ReadingProgressBar } from '@/web/features/reader/components/reading-progress-bar';
import { ReaderSkeleton } from '@/web/features/reader/components/reader-skeleton';
import { TagEditor } from '@/web/features/reader/components/tag-editor';
import { TextSettings } from '@/web/features/reader/components/text-settings';
import { useReaderTypography } from '@/web/features/reader/hooks/use-reader-typography';
import {
  useKeepReadingPlace,
  useReadingProgress,
} from '@/web/features/reader/hooks/use-reading-progress';
import type { Notify } from '@/web/features/reader/lib/notify';
import {
  formatDate,
  hostOf,
  httpUrl,
  readingTime,
  updatedLabel,
} from '@/web/features/reader/lib/reader-display';
import {
  typographyAttributes,
  type ReaderTypography,
} from '@/web/features/reader/lib/reader-typography';
import { sanitizeArticle } from '@/web/features/reader/lib/sanitize-article';
import { tidyArticle } from '@/web/features/reader/lib/tidy-article';
import { ApiError } from '@/web/lib/api-client';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';
import { cn } from '@/web/lib/cn';

export type ArticleReaderProps = {
  articleId: string;
  /** The dashboard as the reader left it: Back, Escape and Go Back lead there. */
  backHref: string;
  /**
   * Set when the reader came from the library's list: Back and Escape call it (history back,
   * which brings the list back where it was) instead of opening `backHref` anew.
   */
  onBack?: () => void;
  /** Router state Previous/Next carry on, replacing this entry, when `onBack` is set. */
  returnState?: unknown;
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
  /** The reader's saved text settings (their account's preferences); defaults while unknown. */
  savedTypography?: ReaderTypography | null;
  /** The server took a change of text settings. */
  onTypographySaved?: (change: ReaderPreferencesChange) => void;
  /** The server took a new reading position for this article. */
  onReadingProgressSaved?: (articleId: string, progress: number) => void;
};

const toolButton =
  'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:bg-stone-200/70 hover:text-stone-950 disabled:pointer-events-none disabled:opacity-40 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white [&_svg]:size-4 [&_svg]:shrink-0';
// The toolbar is as wide as the text column, which the reader's text settings change: labels
// show when the toolbar itself has room for them (container queries), icons alone otherwise,
// with the name kept for screen readers and as a tooltip.
const toolLabel = 'sr-only @[37rem]:not-sr-only';

export const READER_SHORTCUTS = [
  { keys: ['Esc'], label: 'Back to your list' },
  { keys: ['f'], label: 'Focus / Exit Focus' },
];

export function ArticleReader(props: ArticleReaderProps) {
  const { articleId, backHref, focusMode, onFocusModeChange } = props;
  const navigate = useNavigate();
  const query = useArticle(articleId);
  const { typography, setTypography } = useReaderTypography({
    saved: props.savedTypography,
    onSaved: props.onTypographySaved,
    notify: props.notify,
  });
  const readingPlace = useKeepReadingPlace(Object.values(typography).join(' '));
  const textSettings = (
    <TextSettings
      typography={typography}
      onChange={(key, value) => {
        readingPlace.before();
        setTypography(key, value);
      }}
      buttonClassName={toolButton}
      labelClassName={toolLabel}
    />
  );

  return (
    <div className="w-full px-5 pb-24 sm:px-8">
      {/* One column for toolbar, header and text, as wide as the text's measure (styles.css). */}
      <div
        className="reader-measure"
        data-focus={focusMode || undefined}
        {...typographyAttributes(typography)}
      >
        <KeyboardShortcuts
          shortcuts={READER_SHORTCUTS}
          hotkeys={{
            Escape: () => (props.onBack ? props.onBack() : void navigate(backHref)),
            f: () => onFocusModeChange(!focusMode),
          }}
        />
        {query.isPending ? (
          <>
            <Toolbar {...props} article={null} textSettings={textSettings} />
            <ReaderSkeleton />
          </>
        ) : query.isError ? (
          <ReaderError
            notFound={query.error instanceof ApiError && query.error.status === 404}
            backHref={backHref}
          />
        ) : (
          <LoadedArticle {...props} article={query.data} textSettings={textSettings} />
        )}
      </div>
    </div>
  );
}

type ToolbarProps = ArticleReaderProps & {
  article: ArticleDetail | null;
  archive?: { pending: boolean; toggle: () => void };
  /** The text settings button and its panel. */
  textSettings: ReactNode;
  /** The reading progress bar along the lower edge, once the text is there. */
  progress?: ReactNode;
};

function Toolbar({
  article,
  backHref,
  onBack,
  returnState,
  previousHref,
  nextHref,
  focusMode,
  onFocusModeChange,
  archive,
  textSettings,
  progress,
}: ToolbarProps) {
  const original = httpUrl(article?.url);
  const focusName = focusMode ? 'Exit Focus' : 'Focus';
  const archiveName = article?.isArchived ? 'Unarchive' : 'Archive';
  const neighbourProps = {
    replace: onBack !== undefined,
    state: returnState,
    className: toolButton,
  };
  return (
    <nav
      aria-label="Article"
      className="@container sticky top-16 z-30 -mx-2 border-b border-stone-200/70 bg-stone-50/85 py-2 font-sans backdrop-blur-md dark:border-stone-800/70 dark:bg-stone-950/85"
    >
      <div className="flex items-center justify-between gap-1">
        <Link
          to={backHref}
          onClick={(event) => {
            if (!onBack) return;
            event.preventDefault();
            onBack();
          }}
          className={cn(toolButton, '-ml-1')}
        >
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <div className="flex min-w-0 items-center gap-0.5">
          {(previousHref || nextHref) && (
            <div className="mr-1 flex items-center border-r border-stone-200 pr-1 dark:border-stone-800">
              <NeighbourLink direction="previous" href={previousHref} {...neighbourProps} />
              <NeighbourLink direction="next" href={nextHref} {...neighbourProps} />
            </div>
          )}
          <button
            type="button"
            onClick={() => onFocusModeChange(!focusMode)}
            className={toolButton}
            title={focusName}
          >
            {focusMode ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
            <span className={toolLabel}>{focusName}</span>
          </button>
          <button
            type="button"
            onClick={archive?.toggle}
            disabled={!article || archive?.pending}
            className={toolButton}
            title={archiveName}
          >
            {archive?.pending ? (
              <Spinner />
            ) : article?.isArchived ? (
              <ArchiveRestore aria-hidden="true" />
            ) : (
              <Archive aria-hidden="true" />
            )}
            <span className={toolLabel}>{archiveName}</span>
          </button>
          {original ? (
            <a
              href={original}
              target="_blank"
              rel="noopener noreferrer"
              className={toolButton}
              title="Original (opens in a new tab)"
            >
              <ExternalLink aria-hidden="true" />
              <span className={toolLabel}>Original</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span aria-hidden="true" className={cn(toolButton, 'opacity-40')}>
              <ExternalLink />
              <span className="hidden @[37rem]:inline">Original</span>
            </span>
          )}
          {textSettings}
        </div>
      </div>
      {progress}
    </nav>
  );
}

function LoadedArticle(
  props: ArticleReaderProps & { article: ArticleDetail; textSettings: ReactNode },
) {
  const { article, focusMode, tagHref, aiPanel, notify, onArticleChanged } = props;
  const { onReadingProgressSaved } = props;
  const [imageFailed, setImageFailed] = useState(false);
  const queryClient = useQueryClient();
  const bodyRef = useRef<HTMLDivElement>(null);

  useReadingProgress({
    articleId: article.id,
    stored: article.readingProgress,
    bodyRef,
    enabled: !article.contentStatus,
    onSaved: useCallback(
      (readingProgress: number) => {
        // Opening the article again in this visit starts from here, not from the old place.
        queryClient.setQueryData<ArticleDetail>(readerKeys.detail(article.id), (current) =>
          current ? { ...current, readingProgress } : current,
        );
        onReadingProgressSaved?.(article.id, readingProgress);
      },
      [queryClient, article.id, onReadingProgressSaved],
    ),
  });

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
    tidyArticle(fragment, { byline: article.byline });
    return { fragment, text: fragment.textContent ?? '' };
  }, [article.content, article.byline]);

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
        progress={article.contentStatus ? null : <ReadingProgressBar bodyRef={bodyRef} />}
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
              'reader-title text-[2rem] leading-[1.15] font-semibold tracking-tight text-balance break-words text-stone-950 sm:text-[2.625rem] dark:text-white',
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
          <ArticleBody
            ref={bodyRef}
            content={body.fragment}
            className={cn(focusMode ? 'mt-8' : 'mt-10')}
          />
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
