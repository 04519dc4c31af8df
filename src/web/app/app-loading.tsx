import { LogoMark } from '@/web/components/ui/logo';

/**
 * Shown while the first screen's code loads. It fades in late, so on a normal connection the
 * reader never sees it flash.
 */
export function AppLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center motion-safe:animate-fade-in-late"
    >
      <LogoMark className="size-10 animate-pulse" />
      <span className="sr-only">Loading Canyon…</span>
    </div>
  );
}
