import { Info, RotateCcw, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { Button } from '@/web/components/ui/button';
import { KeyboardShortcuts } from '@/web/components/ui/keyboard-shortcuts';
import { MountOnDemand } from '@/web/components/ui/mount-on-demand';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from '@/web/components/ui/switch';
import { Tooltip } from '@/web/components/ui/tooltip';
import { paths } from '@/web/config/paths';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { DELETE_FADE_MS, useDeleteArticle } from '@/web/features/library/api/delete-article';
import { updateCachedLists, useArticleList } from '@/web/features/library/api/list-articles';
import { useReaderTags } from '@/web/features/library/api/list-tags';
import { useRetryContent } from '@/web/features/library/api/retry-content';
import { useArchiveArticle } from '@/web/features/library/api/update-article';
import { ArticleCard } from '@/web/features/library/components/article-card';
import { ArticleListSkeleton } from '@/web/features/library/components/article-list-skeleton';
import { LibraryEmptyState } from '@/web/features/library/components/library-empty-state';
import { TagFilter } from '@/web/features/library/components/tag-filter';
import { useNow } from '@/web/features/library/hooks/use-now';
import { cardTitle } from '@/web/features/library/lib/card-display';
import { rememberListFilter } from '@/web/features/library/lib/current-list';
import { toggleTag, type ListFilter } from '@/web/features/library/lib/list-filter';
import type { Notify } from '@/web/features/library/lib/notify';
import { cn } from '@/web/lib/cn';

// Asking before a delete is code for the moment someone deletes, not for the first load.
const DeleteArticleDialog = lazy(async () => ({
  default: (await import('@/web/features/library/components/delete-article-dialog'))
    .DeleteArticleDialog,
}));

type LibraryViewProps = {
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  notify: Notify;
  /** The "+" button with its save dialog (the saving feature), beside the heading. */
  saveAction: ReactNode;
  /** Banners under the heading (upgrade, bookmarklet). */
  banners?: ReactNode;
  /** Opens the save dialog, for the empty library's button. */
  onSaveRequest: () => void;
  /** Called once the list has shown at least one article. */
  onHasArticles?: () => void;
};

export const LIST_SHORTCUTS = [
  { keys: ['j'], label: 'Next article' },
  { keys: ['k'], label: 'Previous article' },
  { keys: ['Enter'], label: 'Open the selected article' },
  { keys: ['a'], label: 'Archive or unarchive the selected article' },
  { keys: ['/'], label: 'Jump to the tag filter' },
];

/** Spec §2 "Dashboard": "Your Links", its filters and the list, with keyboard shortcuts. */
export function LibraryView({
  filter,
  onFilterChange,
  notify,
  saveAction,
  banners,
  onSaveRequest,
  onHasArticles,
}: LibraryViewProps) {
  const navigate = useNavigate();
  const now = useNow();
  const list = useArticleList(filter);
  const tags = useReaderTags();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const fading = useRef(new Set<string>());
  const [deleteTarget, setDeleteTarget] = useState<ArticleSummary | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const firstTagRef = useRef<HTMLButtonElement>(null);
  // After "a" archives the selected article, the next one takes its place and its focus.
  const focusAfterRemoval = useRef<string | null>(null);

  useEffect(() => rememberListFilter(filter), [filter]);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) onHasArticles?.();
  }, [hasItems, onHasArticles]);

  useEffect(() => {
    const id = focusAfterRemoval.current;
    if (id && links.current.has(id)) {
      focusAfterRemoval.current = null;
      links.current.get(id)?.focus();
    }
  });

  const archive = useArchiveArticle({
    onSuccess: (article) =>
      notify(
        'success',
        article.isArchived ? 'Article archived' : 'Article moved back to your list',
      ),
    onError: () => notify('error', 'Please try again.', { title: 'Failed to update article' }),
  });
  const retryContent = useRetryContent({
    onError: () => notify('error', 'Please try again.', { title: 'Failed to retry' }),
  });
  // A deleted article fades out (300 ms, see ArticleCard), then leaves the cached lists and the
  // lists refresh. The timer is only a safety net in case the fade never gets to finish.
  const finishRemoval = useCallback(
    (id: string) => {
      if (!fading.current.delete(id)) return;
      updateCachedLists(queryClient, (item) => (item.id === id ? null : item));
      void invalidateLibrary(queryClient);
      setRemoving(new Set(fading.current));
    },
    [queryClient],
  );
  const remove = useDeleteArticle({
    onDeleted: (id) => {
      setDeleteTarget(null);
      fading.current.add(id);
      setRemoving(new Set(fading.current));
      window.setTimeout(() => finishRemoval(id), DELETE_FADE_MS * 10);
    },
    onError: () => notify('error', 'Please try again.', { title: 'Failed to delete article' }),
  });
  // Leaving the screen mid-fade still drops the article from the cache.
  useEffect(() => {
    const pending = fading.current;
    return () => {
      for (const id of [...pending]) finishRemoval(id);
    };
  }, [finishRemoval]);

  const visible = items.filter((item) => !removing.has(item.id));

  const toggleArchive = (article: ArticleSummary) => {
    if (selectedId === article.id) {
      const index = visible.findIndex((item) => item.id === article.id);
      const next = visible[index + 1] ?? visible[index - 1];
      focusAfterRemoval.current = next?.id ?? null;
      if (next) setSelectedId(next.id);
    }
    archive.mutate({ id: article.id, isArchived: !article.isArchived });
  };

  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const index = visible.findIndex((item) => item.id === selectedId);
    const nextIndex = index === -1 ? (step === 1 ? 0 : visible.length - 1) : index + step;
    const next = visible[Math.min(visible.length - 1, Math.max(0, nextIndex))];
    if (!next) return;
    setSelectedId(next.id);
    links.current.get(next.id)?.focus();
  };

  const selected = visible.find((item) => item.id === selectedId) ?? null;

  let body: ReactNode;
  if (list.isPending) {
    body = <ArticleListSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50/60 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/20"
      >
        <TriangleAlert aria-hidden="true" className="size-7 text-red-600 dark:text-red-400" />
        <h2 className="mt-4 text-lg font-semibold text-stone-900 dark:text-white">
          Failed to load articles
        </h2>
        <p className="mt-1 text-[0.9375rem] text-stone-600 dark:text-stone-300">
          Please try again.
        </p>
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => void list.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  } else if (visible.length === 0 && removing.size === 0) {
    body = (
      <LibraryEmptyState
        filter={filter}
        onClearTags={() => onFilterChange({ ...filter, tags: [] })}
        onSaveRequest={onSaveRequest}
      />
    );
  } else {
    body = (
      <>
        <ul
          aria-label={filter.archived ? 'Archived articles' : 'Articles'}
          aria-busy={list.isPlaceholderData || undefined}
          className={cn(
            'space-y-3 transition-opacity duration-200',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                now={now}
                selected={article.id === selectedId}
                removing={removing.has(article.id)}
                busy={archive.isPending && archive.variables?.id === article.id}
                retrying={retryContent.isPending && retryContent.variables === article.id}
                onRetryContent={() => retryContent.mutate(article.id)}
                linkRef={(node) => {
                  if (node) links.current.set(article.id, node);
                  else links.current.delete(article.id);
                }}
                onFocus={() => setSelectedId(article.id)}
                onArchive={() => toggleArchive(article)}
                onDelete={() => setDeleteTarget(article)}
                onFadeEnd={() => finishRemoval(article.id)}
                onTagSelect={(tag) =>
                  onFilterChange(filter.tags.includes(tag) ? filter : toggleTag(filter, tag))
                }
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage && <Spinner />}
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <KeyboardShortcuts
        shortcuts={LIST_SHORTCUTS}
        hotkeys={{
          j: () => move(1),
          k: () => move(-1),
          Enter: () => {
            if (selected) void navigate(paths.article.href(selected.id));
          },
          a: () => {
            if (selected) toggleArchive(selected);
          },
          '/': () => firstTagRef.current?.focus(),
        }}
      />
      {/* Phones: heading and + on one line, Show Archived under them; wider: all on one line. */}
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="flex min-w-0 items-center gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            Your Links
          </h1>
          <Tooltip
            openOnTap
            side="bottom"
            content="Everything you saved, newest first. Archived articles stay out of this list until you turn on Show Archived."
          >
            <button
              type="button"
              aria-label="About Your Links"
              className="inline-flex size-8 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-200/60 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
            >
              <Info aria-hidden="true" className="size-[1.125rem]" />
            </button>
          </Tooltip>
        </div>
        <Switch
          label="Show Archived"
          checked={filter.archived}
          onCheckedChange={(archived) => onFilterChange({ ...filter, archived })}
          className="col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
        />
        <div className="col-start-2 row-start-1 sm:col-start-3">{saveAction}</div>
      </div>

      {banners && <div className="mt-6 space-y-3 empty:hidden">{banners}</div>}

      {tags.data && tags.data.length > 0 && (
        <div className="mt-6">
          <TagFilter
            tags={tags.data}
            selected={filter.tags}
            firstTagRef={firstTagRef}
            onToggle={(tag) => onFilterChange(toggleTag(filter, tag))}
            onClear={() => onFilterChange({ ...filter, tags: [] })}
          />
        </div>
      )}

      <div className="mt-6">{body}</div>

      <MountOnDemand active={deleteTarget !== null}>
        <DeleteArticleDialog
          title={deleteTarget ? cardTitle(deleteTarget) : null}
          pending={remove.isPending}
          onConfirm={() => deleteTarget && remove.mutate(deleteTarget.id)}
          onOpenChange={(open) => !open && setDeleteTarget(null)}
        />
      </MountOnDemand>
    </>
  );
}
