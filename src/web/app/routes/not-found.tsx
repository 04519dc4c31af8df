import { House, LayoutDashboard } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { paths } from '@/web/config/paths';

/** Spec §2, Not Found: for unknown addresses and for anything a loader reports missing. */
export function NotFoundRoute() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-24 text-center sm:px-8 sm:py-32">
      <DocumentTitle title="Page Not Found" />
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-ink dark:text-brand-ink-dark">
        Error 404
      </p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
        Page Not Found
      </h1>
      <p className="mt-5 text-lg leading-8 text-stone-600 dark:text-stone-300">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.dashboard.href()}>
          <LayoutDashboard aria-hidden="true" />
          Go to Dashboard
        </ButtonLink>
        <ButtonLink to={paths.home.href()} variant="secondary">
          <House aria-hidden="true" />
          Go Home
        </ButtonLink>
      </div>
    </div>
  );
}
