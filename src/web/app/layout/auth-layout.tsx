import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/web/config/paths';
import { ThemeToggle } from '@/web/features/theme/theme-toggle';

/**
 * The sign-in and password pages: no site navigation to wander off through, only the way
 * home and the theme toggle.
 */
export function AuthLayout() {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      {/* Warm light from above, as on the landing page; purely decorative. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[34rem] bg-[radial-gradient(55%_60%_at_50%_0%,rgb(245_158_11/0.14),transparent_70%)] dark:bg-[radial-gradient(55%_60%_at_50%_0%,rgb(245_158_11/0.1),transparent_70%)]"
      />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-8">
        <Link
          to={paths.home.href()}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-stone-600 transition-colors hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Home
        </Link>
        <ThemeToggle />
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <footer className="px-5 py-8 text-center text-sm text-stone-500 dark:text-stone-400">
        © 2025 Canyon ·{' '}
        <Link
          to={paths.help.href()}
          className="rounded underline-offset-4 hover:text-stone-900 hover:underline dark:hover:text-white"
        >
          Help
        </Link>
      </footer>
    </div>
  );
}
