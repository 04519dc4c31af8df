import { readingState } from '@/shared/articles/list-options';
import { cn } from '@/web/lib/cn';

/** "Read 40%", or "Finished"; nothing for an article not started. */
export function readingProgressLabel(progress: number): string | null {
  const state = readingState(progress);
  if (state === 'unread') return null;
  if (state === 'finished') return 'Finished';
  // Started articles never read as 0% or 100%.
  return `Read ${Math.min(99, Math.max(1, Math.round(progress * 100)))}%`;
}

/** A thin bar along the card's foot showing how far the reader got. */
export function ReadingProgress({ progress, className }: { progress: number; className?: string }) {
  const label = readingProgressLabel(progress);
  if (!label) return null;
  const finished = readingState(progress) === 'finished';
  const percent = finished ? 100 : Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      title={label}
      className={cn('h-1 overflow-hidden bg-stone-200/80 dark:bg-stone-800', className)}
    >
      <div
        className={cn(
          'h-full rounded-r-full',
          finished ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-amber-500 dark:bg-amber-400',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
