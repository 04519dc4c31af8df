import { cn } from '@/web/lib/cn';

type ImportProgressBarProps = {
  /** 0–100, or null while the end is not known yet (the file is being read). */
  percent: number | null;
  caption: string;
  stopped?: boolean;
};

/**
 * The import's progress bar. Without a percentage it has no aria-valuenow, which is how a
 * progress bar says "under way, end unknown"; its caption says how far it got.
 */
export function ImportProgressBar({ percent, caption, stopped = false }: ImportProgressBarProps) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? caption : `${percent}%: ${caption}`}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        {percent === null ? (
          <div className="h-full w-1/3 rounded-full bg-brand motion-safe:animate-progress" />
        ) : (
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
              stopped ? 'bg-stone-400 dark:bg-stone-500' : 'bg-brand',
            )}
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
      <p className="mt-2 flex items-baseline justify-between gap-4 text-sm text-stone-600 dark:text-stone-400">
        <span>{caption}</span>
        {percent !== null && (
          <span className="font-semibold text-stone-900 tabular-nums dark:text-white">
            {percent}%
          </span>
        )}
      </p>
    </div>
  );
}
