import { lazy } from 'react';
import { Link, NavLink } from 'react-router';
import type { UserRecord } from '@/shared/auth/user-record';
import { MobileMenuButton } from '@/web/app/layout/mobile-menu-button';
import { UserMenuButton } from '@/web/app/layout/user-menu-button';
import { ButtonLink } from '@/web/components/ui/button';
import { LoadOnIntent } from '@/web/components/ui/load-on-intent';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import { useSession } from '@/web/features/auth/api/get-me';
import { ThemeToggle } from '@/web/features/theme/theme-toggle';
import { cn } from '@/web/lib/cn';

// The menus' code (and the menu library under it) loads when the reader reaches for them,
// keeping the first load of every signed-in screen small.
const loadUserMenu = () => import('@/web/app/layout/user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
const loadMobileMenu = () => import('@/web/app/layout/mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

function HomeLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} className="shrink-0 rounded-lg">
      {/* Phones get the smaller logo so everything else fits beside it at 360 px. */}
      <span className="flex sm:hidden">
        <Logo size="sm" className="max-[339px]:[&>span:last-child]:hidden" />
      </span>
      <span className="hidden sm:flex">
        <Logo size="md" />
      </span>
    </Link>
  );
}

/** What a visitor sees: the landing page's top bar. */
function VisitorBar({ showActions }: { showActions: boolean }) {
  return (
    <>
      <HomeLink to={paths.home.href()} label="Canyon home" />
      {/* Hidden until the session is known, so a signed-in reader never sees it flash. */}
      <nav
        aria-label="Main"
        className={cn('flex items-center sm:gap-2', !showActions && 'invisible')}
      >
        <ThemeToggle />
        <ButtonLink to={paths.auth.href()} variant="ghost" size="sm">
          Sign In
        </ButtonLink>
        <ButtonLink to={paths.auth.href()} size="sm">
          Get Started
        </ButtonLink>
      </nav>
    </>
  );
}

/** The shell's bar (spec §2 "Shell"): Dashboard link and the user menu; a side menu on phones. */
function ReaderBar({ user }: { user: UserRecord }) {
  return (
    <>
      <div className="flex items-center gap-1 md:gap-8">
        <LoadOnIntent
          preload={loadMobileMenu}
          placeholder={(handlers) => <MobileMenuButton {...handlers} />}
        >
          {() => <MobileMenu user={user} initiallyOpen />}
        </LoadOnIntent>
        <HomeLink to={paths.dashboard.href()} label="Canyon dashboard" />
        <nav aria-label="Main" className="hidden md:block">
          <NavLink
            to={paths.dashboard.href()}
            className={({ isActive }) =>
              cn(
                'rounded-full px-3.5 py-2 text-sm font-semibold transition-colors',
                isActive
                  ? 'bg-stone-200/70 text-stone-950 dark:bg-stone-800 dark:text-white'
                  : 'text-stone-600 hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white',
              )
            }
          >
            Dashboard
          </NavLink>
        </nav>
      </div>
      <LoadOnIntent
        preload={loadUserMenu}
        placeholder={(handlers) => <UserMenuButton user={user} {...handlers} />}
      >
        {(openedWith) => <UserMenu user={user} openedWith={openedWith} />}
      </LoadOnIntent>
    </>
  );
}

export function SiteHeader() {
  const session = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-stone-50/80 backdrop-blur-md supports-[backdrop-filter]:bg-stone-50/70 dark:border-stone-800/70 dark:bg-stone-950/80 dark:supports-[backdrop-filter]:bg-stone-950/70">
      <a
        href="#main-content"
        className="sr-only rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-900 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-8">
        {session.status === 'signed-in' ? (
          <ReaderBar user={session.user} />
        ) : (
          <VisitorBar showActions={session.status !== 'loading'} />
        )}
      </div>
    </header>
  );
}
