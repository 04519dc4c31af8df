import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportItemReport } from '@/shared/imports/import-schemas';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { canRetry, itemBadge, type ItemTone } from '@/web/features/imports/lib/item-outcome';
import { cn } from '@/web/lib/cn';

const TONES: Record<ItemTone, string> = {
  added:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  pending:
    'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/20',
  neutral:
    'bg-stone-100 text-stone-700 ring-stone-500/20 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600/40',
  problem:
    'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/20',
};

type ImportReportItemProps = {
  item: ImportItemReport;
  retrying: boolean;
  onRetry: (articleId: string) => void;
};

/** One line of the report: where it was in the file, what it is, and what became of it. */
export function ImportReportItem({ item, retrying, onRetry }: ImportReportItemProps) {
  const badge = itemBadge(item);
  const name = item.title ?? (item.url || 'No address');
  const opensArticle = item.outcome === 'added' && item.articleId !== null;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="text-[0.8125rem] text-stone-500 dark:text-stone-400">{item.position}</p>
        <p className="font-medium break-words text-stone-900 dark:text-white">
          {opensArticle && item.articleId ? (
            <Link
              to={paths.article.href(item.articleId)}
              className="underline decoration-stone-300 underline-offset-4 hover:decoration-stone-600 dark:decoration-stone-600 dark:hover:decoration-stone-300"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {item.title && item.url && (
          <p className="truncate text-[0.8125rem] text-stone-500 dark:text-stone-400">{item.url}</p>
        )}
        {item.message && (
          <p className="mt-0.5 text-sm break-words text-stone-700 dark:text-stone-300">
            {item.message}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span
          className={cn(
            'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset',
            TONES[badge.tone],
          )}
        >
          {badge.label}
        </span>
        {canRetry(item) && item.articleId && (
          <Button
            variant="secondary"
            size="sm"
            disabled={retrying}
            onClick={() => item.articleId && onRetry(item.articleId)}
          >
            <RotateCcw aria-hidden="true" />
            Retry<span className="sr-only"> “{name}”</span>
          </Button>
        )}
      </div>
    </li>
  );
}
