import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';
import { ArticleCard } from '@/web/features/library/components/article-card';
import type { PendingDeleteState } from '@/web/features/library/hooks/use-pending-deletes';
import { cn } from '@/web/lib/cn';

type ArticleListProps = {
  label: string;
  items: readonly ArticleSummary[];
  density: LibraryDensity;
  now: Date;
  /** Deleted articles whose Undo is still possible: fading, or hidden. */
  pendingDeletes: ReadonlyMap<string, PendingDeleteState>;
  selectedId: string | null;
  busyId: string | null;
  retryingId: string | null;
  /** The list shown is the previous filter's while the new one loads. */
  stale: boolean;
  linkRef: (id: string) => (node: HTMLAnchorElement | null) => void;
  onSelect: (id: string) => void;
  onArchive: (article: ArticleSummary) => void;
  onDelete: (article: ArticleSummary) => void;
  onFadeEnd: (id: string) => void;
  onTagSelect: (tag: string) => void;
  onRetryContent: (id: string) => void;
  /** "Load more" (spec: while the server has more). */
  more: { available: boolean; loading: boolean; load: () => void };
};

/** The cards, in either density, and "Load more". */
export function ArticleList({
  label,
  items,
  density,
  now,
  pendingDeletes,
  selectedId,
  busyId,
  retryingId,
  stale,
  linkRef,
  onSelect,
  onArchive,
  onDelete,
  onFadeEnd,
  onTagSelect,
  onRetryContent,
  more,
}: ArticleListProps) {
  const compact = density === 'compact';
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={stale || undefined}
        data-density={density}
        className={cn(
          'transition-opacity duration-200',
          compact
            ? 'divide-y divide-stone-200/80 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/80 dark:divide-stone-800 dark:bg-stone-900/60 dark:ring-stone-800'
            : 'space-y-3',
          stale && 'opacity-60',
        )}
      >
        {items.map((article) =>
          pendingDeletes.get(article.id) === 'hidden' ? null : (
            <li key={article.id}>
              <ArticleCard
                article={article}
                now={now}
                density={density}
                selected={article.id === selectedId}
                removing={pendingDeletes.has(article.id)}
                busy={busyId === article.id}
                retrying={retryingId === article.id}
                onRetryContent={() => onRetryContent(article.id)}
                linkRef={linkRef(article.id)}
                onFocus={() => onSelect(article.id)}
                onArchive={() => onArchive(article)}
                onDelete={() => onDelete(article)}
                onFadeEnd={() => onFadeEnd(article.id)}
                onTagSelect={onTagSelect}
              />
            </li>
          ),
        )}
      </ul>
      {more.available && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={more.load} disabled={more.loading}>
            {more.loading && <Spinner />}
            {more.loading ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
