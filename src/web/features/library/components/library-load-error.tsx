import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** The list could not be loaded (or a search could not run): what happened, and a retry. */
export function LibraryLoadError({
  searching,
  message,
  onRetry,
}: {
  searching: boolean;
  /** The server's own explanation of a refused search (e.g. a query too long), if any. */
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50/60 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/20"
    >
      <TriangleAlert aria-hidden="true" className="size-7 text-red-600 dark:text-red-400" />
      <h2 className="mt-4 text-lg font-semibold text-stone-900 dark:text-white">
        {searching ? 'Search failed' : 'Failed to load articles'}
      </h2>
      <p className="mt-1 max-w-md text-[0.9375rem] break-words text-stone-600 dark:text-stone-300">
        {message ?? 'Please try again.'}
      </p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {searching ? 'Retry' : 'Try Again'}
      </Button>
    </div>
  );
}
