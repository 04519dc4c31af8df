import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { KeyboardShortcuts } from '@/web/components/ui/keyboard-shortcuts';
import { paths } from '@/web/config/paths';
import { useArticleList } from '@/web/features/library/api/list-articles';
import { useReaderTags } from '@/web/features/library/api/list-tags';
import { useRetryContent } from '@/web/features/library/api/retry-content';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';
import { ArticleList } from '@/web/features/library/components/article-list';
import { ArticleListSkeleton } from '@/web/features/library/components/article-list-skeleton';
import { LibraryEmptyState } from '@/web/features/library/components/library-empty-state';
import { LibraryHeader } from '@/web/features/library/components/library-header';
import { LibraryLoadError } from '@/web/features/library/components/library-load-error';
import { LibraryToolbar } from '@/web/features/library/components/library-toolbar';
import { TagFilter } from '@/web/features/library/components/tag-filter';
import { useArchiveWithUndo } from '@/web/features/library/hooks/use-archive-with-undo';
import { useListScrollRestoration } from '@/web/features/library/hooks/use-list-scroll-restoration';
import { useListSelection } from '@/web/features/library/hooks/use-list-selection';
import { useNow } from '@/web/features/library/hooks/use-now';
import { usePendingDeletes } from '@/web/features/library/hooks/use-pending-deletes';
import { rememberListFilter } from '@/web/features/library/lib/current-list';
import { LIBRARY_RETURN_STATE } from '@/web/features/library/lib/library-return';
import { isSearching, toggleTag, type ListFilter } from '@/web/features/library/lib/list-filter';
import type { DismissNotice, Notify } from '@/web/features/library/lib/notify';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';

type LibraryViewProps = {
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  notify: Notify;
  /** Takes an Undo notice away once its action can no longer run (the list was left). */
  dismissNotice?: DismissNotice;
  /** Comfortable or compact cards (the reader's preference). */
  density: LibraryDensity;
  onDensityChange: (density: LibraryDensity) => void;
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
  { keys: ['/'], label: 'Search your library' },
];

/** Spec §2 "Dashboard" with issue #17: "Your Links", search and filters, and the list. */
export function LibraryView({
  filter,
  onFilterChange,
  notify,
  dismissNotice,
  density,
  onDensityChange,
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
  const searchRef = useRef<HTMLInputElement>(null);

  const deletes = usePendingDeletes({ notify, dismissNotice });
  const archive = useArchiveWithUndo({ notify });
  const retryContent = useRetryContent({
    onError: () => notify('error', 'Please try again.', { title: 'Failed to retry' }),
  });
  // Cards still fading out stay on screen, but keys and counts skip them.
  const visible = items.filter((item) => !deletes.pending.has(item.id));
  const selection = useListSelection(visible);
  useListScrollRestoration(list.data !== undefined);

  useEffect(() => rememberListFilter(filter), [filter]);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) onHasArticles?.();
  }, [hasItems, onHasArticles]);

  const toggleArchive = (id: string, isArchived: boolean) => {
    selection.leaving(id);
    archive.toggle(id, !isArchived);
  };
  const remove = (id: string) => {
    selection.leaving(id);
    deletes.remove(id);
  };

  const searching = isSearching(filter);
  const shownCount = items.filter((item) => deletes.pending.get(item.id) !== 'hidden').length;
  let body: ReactNode;
  if (list.isPending) {
    body = <ArticleListSkeleton />;
  } else if (list.isError && !list.data) {
    const refused = list.error instanceof ApiError && list.error.status === 400;
    body = (
      <LibraryLoadError
        searching={searching}
        message={searching && refused ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (shownCount === 0) {
    body = (
      <LibraryEmptyState
        filter={filter}
        onClearTags={() => onFilterChange({ ...filter, tags: [] })}
        onClearSearch={() => {
          onFilterChange({ ...filter, q: '' });
          searchRef.current?.focus();
        }}
        onClearProgress={() => onFilterChange({ ...filter, progress: null })}
        onSaveRequest={onSaveRequest}
      />
    );
  } else {
    body = (
      <ArticleList
        label={filter.archived ? 'Archived articles' : 'Articles'}
        items={items}
        density={density}
        now={now}
        pendingDeletes={deletes.pending}
        selectedId={selection.selectedId}
        busyId={archive.busyId}
        retryingId={retryContent.isPending ? retryContent.variables : null}
        stale={list.isPlaceholderData}
        linkRef={selection.linkRef}
        onSelect={selection.setSelectedId}
        onArchive={(article) => toggleArchive(article.id, article.isArchived)}
        onDelete={(article) => remove(article.id)}
        onFadeEnd={deletes.faded}
        onTagSelect={(tag) =>
          onFilterChange(filter.tags.includes(tag) ? filter : toggleTag(filter, tag))
        }
        onRetryContent={(id) => retryContent.mutate(id)}
        more={{
          available: list.hasNextPage,
          loading: list.isFetchingNextPage,
          load: () => void list.fetchNextPage(),
        }}
      />
    );
  }

  const selected = selection.selected;
  // The compact view spends less room between the parts, so more of the list shows.
  const gap = density === 'compact' ? 'mt-4' : 'mt-6';
  return (
    <>
      <KeyboardShortcuts
        shortcuts={LIST_SHORTCUTS}
        hotkeys={{
          j: () => selection.move(1),
          k: () => selection.move(-1),
          Enter: () => {
            if (selected)
              void navigate(paths.article.href(selected.id), { state: LIBRARY_RETURN_STATE });
          },
          a: () => {
            if (selected) toggleArchive(selected.id, selected.isArchived);
          },
          '/': () => {
            searchRef.current?.focus();
            searchRef.current?.select();
          },
        }}
      />
      <LibraryHeader
        archived={filter.archived}
        onArchivedChange={(archived) => onFilterChange({ ...filter, archived })}
        saveAction={saveAction}
      />

      {banners && <div className={cn(gap, 'space-y-3 empty:hidden')}>{banners}</div>}

      <div className={gap}>
        <LibraryToolbar
          filter={filter}
          onFilterChange={onFilterChange}
          searching={searching && list.isFetching && !list.isFetchingNextPage}
          searchRef={searchRef}
          density={density}
          onDensityChange={onDensityChange}
        />
      </div>

      {tags.data && tags.data.length > 0 && (
        <div className="mt-4">
          <TagFilter
            tags={tags.data}
            selected={filter.tags}
            onToggle={(tag) => onFilterChange(toggleTag(filter, tag))}
            onClear={() => onFilterChange({ ...filter, tags: [] })}
          />
        </div>
      )}

      {/* Read out when a search's results arrive; the list itself is not a live region. */}
      <p role="status" className="sr-only">
        {searching && list.data && !list.isPlaceholderData
          ? `${visible.length}${list.hasNextPage ? ' or more' : ''} ${visible.length === 1 && !list.hasNextPage ? 'article matches' : 'articles match'}`
          : ''}
      </p>

      <div className={gap}>{body}</div>
    </>
  );
}
