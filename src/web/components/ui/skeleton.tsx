import { cn } from '@/web/lib/cn';

/** A grey placeholder block that pulses while content loads (still under reduced motion). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'rounded-md bg-stone-200/80 motion-safe:animate-pulse dark:bg-stone-800',
        className,
      )}
    />
  );
}
