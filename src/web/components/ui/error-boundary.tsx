import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/web/components/ui/error-fallback';

type FallbackProps = { error: unknown; reset: () => void };

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Custom fallback; the default is the "Something went wrong" panel. */
  fallback?: (props: FallbackProps) => ReactNode;
  /** Heading level of the default fallback (2 inside a page that has its own h1). */
  headingLevel?: 1 | 2;
  /** When any of these change while the boundary shows an error, it tries again by itself. */
  resetKeys?: readonly unknown[];
  /** Runs before a reset, e.g. to clear a failed query so it is fetched again. */
  onReset?: () => void;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ErrorBoundaryState = { hasError: boolean; error: unknown };

function keysChanged(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

/**
 * Catches render errors below it so one broken part does not blank the whole app. Routes use
 * React Router's errorElement; this is for the levels inside a page (a panel, a list, a dialog).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && keysChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ hasError: false, error: undefined });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback, headingLevel } = this.props;
    if (fallback) return fallback({ error: this.state.error, reset: this.reset });
    return (
      <ErrorFallback
        onRetry={this.reset}
        error={this.state.error}
        headingLevel={headingLevel}
        className="py-12"
      />
    );
  }
}
