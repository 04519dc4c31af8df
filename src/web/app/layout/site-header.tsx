import { Link } from 'react-router';
import { ButtonLink } from '@/web/components/ui/button';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import { ThemeToggle } from '@/web/features/theme/theme-toggle';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-stone-50/80 backdrop-blur-md supports-[backdrop-filter]:bg-stone-50/70 dark:border-stone-800/70 dark:bg-stone-950/80 dark:supports-[backdrop-filter]:bg-stone-950/70">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-900 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-8">
        <Link to={paths.home.href()} aria-label="Canyon home" className="shrink-0 rounded-lg">
          {/* Phones get the smaller logo so both sign-in links fit beside it at 360 px. */}
          <span className="flex sm:hidden">
            <Logo size="sm" className="max-[339px]:[&>span:last-child]:hidden" />
          </span>
          <span className="hidden sm:flex">
            <Logo size="md" />
          </span>
        </Link>
        <nav aria-label="Main" className="flex items-center sm:gap-2">
          <ThemeToggle />
          <ButtonLink to={paths.auth.href()} variant="ghost" size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.auth.href()} size="sm">
            Get Started
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
