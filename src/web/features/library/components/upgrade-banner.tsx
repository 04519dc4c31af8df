import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';

/** Spec "Dashboard": readers without Pro see what Pro adds, and the way to it (/settings). */
export function UpgradeBanner() {
  return (
    <aside
      aria-label="Upgrade to Pro"
      className="flex flex-col gap-3 rounded-2xl bg-gradient-to-br from-amber-50 to-orange-50/60 p-4 ring-1 ring-amber-200/80 sm:flex-row sm:items-center sm:gap-4 sm:px-5 dark:from-amber-400/[0.07] dark:to-orange-400/[0.04] dark:ring-amber-400/20"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        <p className="text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
          <span className="font-semibold text-stone-900 dark:text-white">
            Get the gist in seconds.
          </span>{' '}
          Pro adds AI summaries and answers to your questions about any article, for 4.99 a month.
        </p>
      </div>
      <Link
        to={paths.settings.href()}
        className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 self-start rounded-full bg-stone-900 px-4 text-sm font-semibold text-white transition-colors hover:bg-stone-800 sm:self-auto dark:bg-amber-400 dark:text-stone-950 dark:hover:bg-amber-300"
      >
        Upgrade to Pro
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}
