import { Archive, BookmarkPlus, BookOpenCheck, Plus, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { isSearching, type ListFilter } from '@/web/features/library/lib/list-filter';

type LibraryEmptyStateProps = {
  filter: ListFilter;
  onClearTags: () => void;
  onClearSearch: () => void;
  onClearProgress: () => void;
  onSaveRequest: () => void;
};

const PROGRESS_EMPTY: Record<NonNullable<ListFilter['progress']>, [string, string]> = {
  unread: ['No unread articles', 'You have started or finished every article in this list.'],
  in_progress: ['No articles in progress', 'Articles you have started and not finished show here.'],
  finished: ['No finished articles', 'Articles you read to the end show here.'],
};

function EmptyFrame({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 px-6 py-14 text-center sm:py-16 dark:border-stone-700">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-5 text-lg font-semibold tracking-tight text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </div>
  );
}

const text = 'mt-2 max-w-sm text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300';

/** What an empty list says depends on why it is empty. */
export function LibraryEmptyState({
  filter,
  onClearTags,
  onClearSearch,
  onClearProgress,
  onSaveRequest,
}: LibraryEmptyStateProps) {
  if (isSearching(filter)) {
    return (
      <EmptyFrame icon={SearchX} title={`No articles match “${filter.q.trim()}”.`}>
        <p className={text}>
          Try other words, fewer of them, or the start of a word.
          {(filter.tags.length > 0 || filter.progress || filter.archived) &&
            ' Your other filters apply to the search too.'}
        </p>
        <Button variant="secondary" size="sm" className="mt-6" onClick={onClearSearch}>
          Clear search
        </Button>
      </EmptyFrame>
    );
  }
  if (filter.tags.length > 0) {
    return (
      <EmptyFrame icon={SearchX} title="No articles with these tags">
        <p className={text}>
          {filter.archived
            ? 'None of your archived articles carries the tags you picked.'
            : 'None of your articles carries the tags you picked.'}
        </p>
        <Button variant="secondary" size="sm" className="mt-6" onClick={onClearTags}>
          Clear tag filter
        </Button>
      </EmptyFrame>
    );
  }
  if (filter.progress) {
    return (
      <EmptyFrame icon={BookOpenCheck} title={PROGRESS_EMPTY[filter.progress][0]}>
        <p className={text}>{PROGRESS_EMPTY[filter.progress][1]}</p>
        <Button variant="secondary" size="sm" className="mt-6" onClick={onClearProgress}>
          Show all articles
        </Button>
      </EmptyFrame>
    );
  }
  if (filter.archived) {
    return (
      <EmptyFrame icon={Archive} title="No archived articles">
        <p className={text}>
          Articles you archive rest here, out of your way, until you want them again.
        </p>
      </EmptyFrame>
    );
  }
  return (
    <EmptyFrame icon={BookmarkPlus} title="Your library is empty">
      <p className={text}>
        Save your first article: paste its link here, or send pages from your browser with the
        bookmarklet.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="sm" onClick={onSaveRequest}>
          <Plus aria-hidden="true" />
          Save an article
        </Button>
        <Link
          to={paths.bookmarklet.href()}
          className="inline-flex h-9 items-center justify-center rounded-full px-4 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          Get the bookmarklet
        </Link>
      </div>
    </EmptyFrame>
  );
}
