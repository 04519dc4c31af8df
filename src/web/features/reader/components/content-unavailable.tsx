import { ExternalLink, RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';

type ContentUnavailableProps = {
  status: 'pending' | 'failed';
  /** The article's own page, when it is a web link. */
  original: string | null;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
};

/**
 * In place of the text of an imported article whose content is still being fetched, or could
 * not be (issue #16): what is going on, and for a failure, Retry and the original page.
 */
export function ContentUnavailable({
  status,
  original,
  retrying,
  onRetry,
  className,
}: ContentUnavailableProps) {
  return (
    <div
      data-content-status={status}
      className={cn(
        'rounded-2xl bg-stone-100 p-5 font-sans text-[0.9375rem] leading-6 text-stone-700 ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:text-stone-300 dark:ring-white/10',
        className,
      )}
    >
      {/* A status region, so the change from "fetching" to "could not" is announced. */}
      <p role="status">
        {status === 'pending'
          ? 'Canyon is fetching this article’s content. It will appear here shortly.'
          : 'Canyon could not fetch this article’s content.'}
      </p>
      {status === 'failed' && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Retry
          </Button>
          {original && (
            <a
              href={original}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-200/70 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Original
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
