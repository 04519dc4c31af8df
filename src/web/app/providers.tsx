import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/web/components/ui/error-boundary';
import { FullPageError } from '@/web/components/ui/full-page-error';
import { ThemeProvider } from '@/web/features/theme/theme-provider';
import { ToastProvider } from '@/web/features/toasts/toast-provider';
import { createQueryClient } from '@/web/lib/query-client';

/** App-wide state every screen can use. Routes have their own error elements inside this. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fallback={({ error, reset }) => <FullPageError error={error} onRetry={reset} />}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
