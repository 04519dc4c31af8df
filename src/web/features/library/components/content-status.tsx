import { RotateCcw } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/**
 * An imported article whose content is still on its way, or could not be fetched (issue #16):
 * a quiet line of text, no spinner, since an import can put thousands of these in the list.
 */
export function ContentStatus({
  status,
  title,
  retrying,
  onRetry,
  inline = false,
}: {
  status: 'pending' | 'failed';
  title: string;
  retrying: boolean;
  onRetry?: () => void;
  /** Within the compact card's line rather than a line of its own. */
  inline?: boolean;
}) {
  const Wrapper = inline ? 'span' : 'p';
  // Inside the compact card's line the chips shrink to the line's height.
  const size = inline ? 'h-[1.125rem] px-2 text-[0.6875rem]' : 'h-6 px-2.5 text-[0.8125rem]';
  if (status === 'pending') {
    return (
      <Wrapper className={cn(inline ? 'shrink-0' : 'mt-2')}>
        <span
          className={cn(
            'inline-flex items-center rounded-full bg-stone-100 font-medium text-stone-600 dark:bg-stone-800 dark:text-stone-300',
            size,
          )}
        >
          Fetching content…
        </span>
      </Wrapper>
    );
  }
  return (
    <Wrapper className={cn('flex flex-wrap items-center gap-2', inline ? 'shrink-0' : 'mt-2')}>
      <span
        className={cn(
          'inline-flex items-center rounded-full bg-amber-50 font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/20',
          size,
        )}
      >
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
    </Wrapper>
  );
}
