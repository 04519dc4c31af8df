import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';

/**
 * Holds the AI panel's place in the reader until the AI issue fills it: what readers without
 * Pro see there (spec §6: an upgrade prompt leading to /settings), and a note for Pro readers.
 */
export function AiPanelPlaceholder({ isPro }: { isPro: boolean }) {
  return (
    <section
      aria-label="AI summary"
      className="rounded-2xl bg-amber-50/70 p-5 ring-1 ring-amber-200/80 dark:bg-amber-400/[0.05] dark:ring-amber-400/20"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-stone-900 dark:text-white">
        <Sparkles aria-hidden="true" className="size-4 text-amber-700 dark:text-amber-300" />
        AI Summary
      </h2>
      {isPro ? (
        <p className="mt-2 text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
          Summaries of 3-5 bullet points and questions about this article arrive here soon.
        </p>
      ) : (
        <p className="mt-2 text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
          Pro subscription required for AI features.{' '}
          <Link
            to={paths.settings.href()}
            className="font-semibold text-stone-900 underline decoration-amber-500 decoration-2 underline-offset-4 hover:decoration-amber-600 dark:text-white"
          >
            Upgrade to Pro
          </Link>
        </p>
      )}
    </section>
  );
}
