import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import {
  BOOKMARKLET_PROMPT_DISMISSED_KEY,
  ONBOARDING_COMPLETED_KEY,
  setFlag,
  useFlag,
} from '@/web/features/onboarding/lib/onboarding-storage';

/**
 * Spec "Dashboard": the bookmarklet promotion, once onboarding is done and until the reader
 * dismisses it. Following "Install Bookmarklet" counts as seeing it: it does not come back.
 */
export function BookmarkletPrompt() {
  const onboarded = useFlag(ONBOARDING_COMPLETED_KEY);
  const dismissed = useFlag(BOOKMARKLET_PROMPT_DISMISSED_KEY);
  if (!onboarded || dismissed) return null;
  const dismiss = () => setFlag(BOOKMARKLET_PROMPT_DISMISSED_KEY);

  return (
    <aside
      aria-label="Save from any page"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:gap-4 sm:px-5 dark:bg-stone-900/60 dark:ring-stone-800"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          <Bookmark aria-hidden="true" className="size-4" />
        </span>
        <p className="text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
          <span className="font-semibold text-stone-900 dark:text-white">
            Save from any page in one click.
          </span>{' '}
          Add the Canyon bookmarklet to your browser&rsquo;s bookmarks bar.
        </p>
      </div>
      <div className="flex shrink-0 items-center justify-end gap-1 whitespace-nowrap">
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold text-stone-600 transition-colors hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
        >
          Maybe later
        </button>
        <Link
          to={paths.bookmarklet.href()}
          onClick={dismiss}
          className="inline-flex h-9 items-center rounded-full bg-stone-900 px-4 text-sm font-semibold text-white transition-colors hover:bg-stone-800 dark:bg-white dark:text-stone-950 dark:hover:bg-stone-200"
        >
          Install Bookmarklet
        </Link>
      </div>
    </aside>
  );
}
