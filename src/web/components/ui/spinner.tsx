import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/** A turning ring for work in progress; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-4 shrink-0 animate-spin', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/**
 * Fills a screen while something it needs loads (the session, for example). It fades in late,
 * so on a normal connection nothing flashes.
 */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center px-5 py-24 motion-safe:animate-fade-in-late"
    >
      <Spinner className="size-7 text-stone-400 dark:text-stone-500" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
