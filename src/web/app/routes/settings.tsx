import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@/shared/account/account-schemas';
import type { UserRecord } from '@/shared/auth/user-record';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { PageSpinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { ApiTokensSection } from '@/web/features/account/components/api-tokens-section';
import { meQueryKey, useMe } from '@/web/features/auth/api/get-me';
import { useSignInMethods } from '@/web/features/auth/api/get-sign-in-methods';
import { ImportSection } from '@/web/features/imports/components/import-section';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { clearReaderData } from '@/web/features/offline/clear-reader-data';
import { AccountManagementSection } from '@/web/features/settings/components/account-management-section';
import { AccountSettingsSection } from '@/web/features/settings/components/account-settings-section';
import { AiSection } from '@/web/features/settings/components/ai-section';
import { BillingInformationSection } from '@/web/features/settings/components/billing-information-section';
import { CurrentPlanSection } from '@/web/features/settings/components/current-plan-section';
import { PlanFeaturesSection } from '@/web/features/settings/components/plan-features-section';
import { SignInMethodsSection } from '@/web/features/settings/components/sign-in-methods-section';
import { showsBillingInformation } from '@/web/features/settings/lib/plan-rules';
import { useAppInfo } from '@/web/lib/app-info';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center sm:justify-between dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
    >
      {ACCOUNT_MESSAGES.subscriptionLoadFailed}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/** After deletion: nothing of the reader stays in memory or on the device; a full load of `/`. */
async function leaveDeletedAccount(clearQueries: () => void): Promise<void> {
  await clearReaderData();
  clearQueries();
  window.location.replace(paths.home.href());
}

/**
 * Settings (spec "Settings", issue #14): account, plan and billing, sign-in methods, AI,
 * API tokens, import (issue #16), export and deletion, each its own section. The record stays
 * live (server-sent events in the shell) and is fetched again when the reader returns to the tab.
 */
export function SettingsRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const appInfo = useAppInfo();
  const signInMethods = useSignInMethods();
  const onUpdated = useCallback(
    (record: UserRecord) => queryClient.setQueryData(meQueryKey, record),
    [queryClient],
  );
  const onLibraryChanged = useCallback(() => void invalidateLibrary(queryClient), [queryClient]);

  const user = me.data;
  // Until the server says otherwise, billing is assumed on; a refusal still reaches the error box.
  const billingEnabled = appInfo.data?.billingEnabled ?? true;
  const providerNames = Object.fromEntries(
    (signInMethods.data?.providers ?? []).map((provider) => [provider.id, provider.name]),
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <DocumentTitle title="Settings" />
      <Link
        to={paths.dashboard.href()}
        className="-ml-3 inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-stone-600 transition-colors hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
        Settings
      </h1>

      <div className="mt-10 space-y-8">
        {me.isError && <LoadFailed onRetry={() => void me.refetch()} />}
        {user ? (
          <>
            <AccountSettingsSection user={user} onUpdated={onUpdated} />
            <CurrentPlanSection user={user} billingEnabled={billingEnabled} />
            <PlanFeaturesSection user={user} />
            {showsBillingInformation(user) && (
              <BillingInformationSection user={user} billingEnabled={billingEnabled} />
            )}
            <SignInMethodsSection
              userId={user.id}
              email={user.email}
              providerNames={providerNames}
            />
            <AiSection />
            <ApiTokensSection />
            <ImportSection onLibraryChanged={onLibraryChanged} />
            <AccountManagementSection
              onDeleted={() => leaveDeletedAccount(() => queryClient.clear())}
            />
          </>
        ) : (
          !me.isError && <PageSpinner label="Loading settings" />
        )}
      </div>
    </div>
  );
}
