import { useMemo } from 'react';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAppInfo } from '@/web/lib/app-info';
import {
  BookmarkletFeatures,
  BookmarkletTroubleshooting,
} from '@/web/features/bookmarklet/components/bookmarklet-help';
import { BookmarkletLink } from '@/web/features/bookmarklet/components/bookmarklet-link';
import { CopyCodeButton } from '@/web/features/bookmarklet/components/copy-code-button';
import { InstallSteps } from '@/web/features/bookmarklet/components/install-steps';
import { bookmarkletSource } from '@/web/features/bookmarklet/lib/bookmarklet-source';

const CODE_FIELD_ID = 'bookmarklet-code';

/** The bookmarklet for this server, or what stands in for it while its address loads. */
function useBookmarklet() {
  const info = useAppInfo();
  const source = useMemo(
    () => (info.data ? bookmarkletSource(info.data.publicUrl) : undefined),
    [info.data],
  );
  return { source, isError: info.isError, retry: () => void info.refetch() };
}

function Unavailable({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <p className="max-w-sm text-[0.9375rem] leading-7 text-stone-700 dark:text-stone-300">
        Canyon could not build your bookmarklet: the server did not answer. Check your connection
        and try again.
      </p>
      <Button variant="secondary" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}

export function BookmarkletPage() {
  const { source, isError, retry } = useBookmarklet();

  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-14 sm:px-8 sm:py-20">
      <DocumentTitle title="Bookmarklet" />
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-ink uppercase dark:text-brand-ink-dark">
          Bookmarklet
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white">
          Save any page in one click
        </h1>
        <p className="mt-5 text-lg leading-8 text-stone-600 dark:text-stone-300">
          Save to Canyon lives in your bookmarks. Click it on any article and Canyon keeps a clean,
          readable copy in your library, exactly as the page showed it to you.
        </p>
      </div>

      <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-dashed border-amber-300 bg-amber-50/60 px-6 py-10 dark:border-amber-400/30 dark:bg-amber-400/5">
        {source ? (
          <BookmarkletLink href={source} />
        ) : isError ? (
          <Unavailable retry={retry} />
        ) : (
          <div role="status" className="flex flex-col items-center gap-4">
            <Skeleton className="h-14 w-56 rounded-full" />
            <span className="sr-only">Building your bookmarklet…</span>
          </div>
        )}
      </div>

      <InstallSteps
        copyCode={
          source ? (
            <div className="space-y-3">
              <CopyCodeButton code={source} codeFieldId={CODE_FIELD_ID} />
              <label
                htmlFor={CODE_FIELD_ID}
                className="block text-sm font-medium text-stone-700 dark:text-stone-300"
              >
                Bookmarklet code
              </label>
              <textarea
                id={CODE_FIELD_ID}
                readOnly
                rows={3}
                value={source}
                spellCheck={false}
                className="block w-full resize-none rounded-xl border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs leading-5 break-all text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
              />
            </div>
          ) : null
        }
      />
      <BookmarkletFeatures />
      <BookmarkletTroubleshooting />
    </div>
  );
}
