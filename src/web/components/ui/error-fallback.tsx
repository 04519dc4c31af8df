import { House, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

type ErrorFallbackProps = {
  /** Clears the error and renders the failed part again. */
  onRetry: () => void;
  error?: unknown;
  /** 1 when the fallback replaces a whole page; 2 inside a page that keeps its own h1. */
  headingLevel?: 1 | 2;
  className?: string;
};

function errorDetails(error: unknown): string | null {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return null;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** "Something went wrong" (spec §2, Not Found and error fallback) with the three ways out. */
export function ErrorFallback({ onRetry, error, headingLevel = 1, className }: ErrorFallbackProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const details = import.meta.env.DEV ? errorDetails(error) : null;

  return (
    <div
      role="alert"
      className={cn('mx-auto flex max-w-lg flex-col items-center text-center', className)}
    >
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <Heading className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
        Something went wrong
      </Heading>
      <p className="mt-4 text-base leading-7 text-stone-600 dark:text-stone-300">
        An unexpected error stopped this page from loading. Try again, and if it keeps happening,
        reload the page.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload Page
        </Button>
        {/* A full page load on purpose: it leaves whatever state broke this page behind. */}
        <a href="/" className={buttonClasses({ variant: 'ghost' })}>
          <House aria-hidden="true" />
          Go Home
        </a>
      </div>
      {details && (
        <details className="mt-10 w-full text-left">
          <summary className="cursor-pointer text-sm font-medium text-stone-600 dark:text-stone-400">
            Error details (development only)
          </summary>
          <pre className="mt-3 max-h-64 overflow-auto rounded-lg bg-stone-100 p-4 text-xs leading-5 text-stone-800 dark:bg-stone-900 dark:text-stone-200">
            {details}
          </pre>
        </details>
      )}
    </div>
  );
}
