import { TriangleAlert, X } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/**
 * The sign-in page's error banner (spec §2). role="alert" announces each new message; the
 * region stays mounted, so a repeated failure is announced again.
 */
export function ErrorBanner({
  message,
  onDismiss,
  className,
}: {
  message: string | null;
  onDismiss: () => void;
  className?: string;
}) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <div
          className={cn(
            'flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm leading-6 text-red-900 ring-1 ring-red-200 ring-inset dark:bg-red-950/50 dark:text-red-100 dark:ring-red-900',
            className,
          )}
        >
          <TriangleAlert
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"
          />
          <p className="min-w-0 flex-1 font-medium">{message}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss error"
            className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-red-700 transition-colors hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-900/60"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
