import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { UserRecord } from '@/shared/auth/user-record';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { meQueryKey, useSession } from '@/web/features/auth/api/get-me';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import {
  useSaveLibraryDensity,
  type LibraryDensity,
} from '@/web/features/library/api/save-library-density';
import { LibraryView } from '@/web/features/library/components/library-view';
import { DEFAULT_READER_PREFERENCES } from '@/shared/account/reader-preference-values';
import { UpgradeBanner } from '@/web/features/library/components/upgrade-banner';
import {
  filterFromSearch,
  filterToSearch,
  type ListFilter,
} from '@/web/features/library/lib/list-filter';
import type { Notify } from '@/web/features/library/lib/notify';
import { BookmarkletPrompt } from '@/web/features/onboarding/components/bookmarklet-prompt';
import { GettingStartedChecklist } from '@/web/features/onboarding/components/getting-started-checklist';
import {
  BOOKMARKLET_PROMPT_DISMISSED_KEY,
  HAS_ARTICLES_KEY,
  ONBOARDING_COMPLETED_KEY,
  markHasArticles,
  useFlag,
} from '@/web/features/onboarding/lib/onboarding-storage';
import { SaveArticleDialog } from '@/web/features/saving/components/save-article-dialog';
import { useToast } from '@/web/features/toasts/toast-context';
import { cn } from '@/web/lib/cn';

// Only a reader's first visit needs the onboarding modal, so its code loads only then.
const OnboardingModal = lazy(async () => ({
  default: (await import('@/web/features/onboarding/components/onboarding-modal')).OnboardingModal,
}));

function useNotify(): Notify {
  const toast = useToast();
  return useCallback((kind, message, options) => toast[kind](message, options), [toast]);
}

/**
 * The library's density (issue #17): the reader's preference, changed at once on screen and
 * saved in the background; the saved record then replaces the cached one.
 */
function useLibraryDensity(user: UserRecord | null, notify: Notify) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<LibraryDensity | null>(null);
  const save = useSaveLibraryDensity({
    onSaved: (preferences) =>
      queryClient.setQueryData<UserRecord | null>(meQueryKey, (current) =>
        current ? { ...current, preferences } : current,
      ),
    onError: () =>
      notify('error', 'Your choice applies here, but was not saved for next time.', {
        title: 'Failed to save the view',
      }),
  });
  // A record from before preferences existed reads as the defaults.
  const stored = user?.preferences?.libraryDensity ?? DEFAULT_READER_PREFERENCES.libraryDensity;
  const density = chosen ?? stored;
  const change = (next: LibraryDensity) => {
    setChosen(next);
    save.mutate(next);
  };
  return [density, change] as const;
}

export const CHECKOUT_SUCCESS_MESSAGE =
  'Payment received. Your Pro plan starts as soon as the payment is confirmed.';
export const CHECKOUT_CANCELED_MESSAGE = 'Upgrade canceled.';

/**
 * Spec "Dashboard": checkout comes back to /dashboard?success=true or ?canceled=true. The flag
 * only says something to the reader; the plan itself comes from the server (SECURITY.md §32),
 * so the reader record is fetched again. The flags leave the address once shown.
 */
function useCheckoutReturn(notify: Notify) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (!success && !canceled) return;
    if (success) {
      // It grants nothing: the webhook does, and the record follows it (live, or on this refetch).
      notify('info', CHECKOUT_SUCCESS_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    } else {
      notify('info', CHECKOUT_CANCELED_MESSAGE);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [success, canceled, notify, queryClient, setParams]);
}

export function DashboardRoute() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toast = useToast();
  const [density, changeDensity] = useLibraryDensity(session.user, notify);
  const [saveOpen, setSaveOpen] = useState(false);
  const onboarded = useFlag(ONBOARDING_COMPLETED_KEY);
  const hasArticles = useFlag(HAS_ARTICLES_KEY);
  const bookmarkletSeen = useFlag(BOOKMARKLET_PROMPT_DISMISSED_KEY);
  useCheckoutReturn(notify);

  // The protected route renders this only for a signed-in reader.
  const user = session.user;
  if (!user) return null;
  const isPro = user.subscription.isPro;
  const filter = filterFromSearch(params);
  const changeFilter = (next: ListFilter) => setParams(filterToSearch(next), { replace: true });

  return (
    <div
      className={cn(
        'mx-auto w-full max-w-3xl px-4 py-8 sm:px-8',
        density === 'compact' ? 'sm:py-8' : 'sm:py-12',
      )}
    >
      <DocumentTitle title="Your Links" />
      <LibraryView
        filter={filter}
        onFilterChange={changeFilter}
        notify={notify}
        dismissNotice={toast.dismiss}
        density={density}
        onDensityChange={changeDensity}
        onSaveRequest={() => setSaveOpen(true)}
        onHasArticles={markHasArticles}
        saveAction={
          <SaveArticleDialog
            open={saveOpen}
            onOpenChange={setSaveOpen}
            notify={notify}
            onSaved={() => {
              markHasArticles();
              void invalidateLibrary(queryClient);
            }}
          />
        }
        banners={
          <>
            <BookmarkletPrompt />
            {!isPro && <UpgradeBanner />}
          </>
        }
      />
      {!onboarded && (
        <Suspense fallback={null}>
          <OnboardingModal user={user} isPro={isPro} />
        </Suspense>
      )}
      {/* Spec "Dashboard": the checklist exists, but the dashboard keeps it hidden. */}
      <GettingStartedChecklist
        hidden
        isPro={isPro}
        progress={{
          savedFirstArticle: hasArticles,
          installedBookmarklet: bookmarkletSeen,
          usedTags: filter.tags.length > 0,
          readAnArticle: false,
          usedAiOrUpgraded: isPro,
        }}
      />
    </div>
  );
}
