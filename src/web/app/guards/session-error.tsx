import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';

/** Spec §8 "init failure", for a protected screen whose session could not be checked. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-5 py-24 text-center"
    >
      <DocumentTitle title="Something went wrong" />
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 dark:text-white">
        Failed to initialize authentication. Please refresh the page and try again.
      </h1>
      <Button onClick={onRetry} className="mt-8">
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
