import { ErrorFallback } from '@/web/components/ui/error-fallback';
import { Logo } from '@/web/components/ui/logo';

/**
 * The error fallback when nothing else of the app could render: its own landmarks, no router
 * links (the router itself may be what failed).
 */
export function FullPageError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 py-5 sm:px-8">
        <a href="/" aria-label="Canyon home" className="rounded-lg">
          <Logo size="md" />
        </a>
      </header>
      <main className="flex flex-1 items-center justify-center px-5 pb-24 pt-8 sm:px-8">
        <ErrorFallback onRetry={onRetry} error={error} />
      </main>
    </div>
  );
}
