import { ArrowLeft, Settings, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { paths } from '@/web/config/paths';
import { describeAiProvider, EXTRACTIVE_PROVIDER_ID } from '@/shared/ai/ai-schemas';
import { ApiTokensSection } from '@/web/features/account/components/api-tokens-section';
import { useAppInfo } from '@/web/lib/app-info';

/**
 * Settings. Account details, plan and billing, export and deletion arrive with the billing
 * issue; until then that part keeps its placeholder. API tokens are here already.
 */
export function SettingsRoute() {
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
        <section
          aria-labelledby="account-billing-heading"
          className="flex flex-col gap-5 rounded-3xl border border-dashed border-stone-300 px-6 py-7 sm:flex-row sm:items-center sm:px-8 dark:border-stone-700"
        >
          <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
            <Settings aria-hidden="true" className="size-6" />
          </div>
          <div>
            <h2
              id="account-billing-heading"
              className="text-lg font-semibold tracking-tight text-stone-900 dark:text-white"
            >
              Account and billing
            </h2>
            <p className="mt-1 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
              Manage your account, your plan and billing, and export or delete your data here.
            </p>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-300">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
              This screen is on its way.
            </p>
          </div>
        </section>

        <AiSection />

        <ApiTokensSection />
      </div>
    </div>
  );
}

/** Which AI this server uses for summaries and answers (issue #13). */
function AiSection() {
  const info = useAppInfo();
  const provider = info.data?.aiProvider;
  return (
    <section
      aria-labelledby="ai-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 shadow-stone-900/5 ring-stone-900/[0.07] sm:p-8 dark:bg-stone-900/60 dark:shadow-none dark:ring-white/10"
    >
      <h2
        id="ai-heading"
        className="flex items-center gap-2 text-lg font-semibold tracking-tight text-stone-900 dark:text-white"
      >
        <Sparkles aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        AI
      </h2>
      {provider ? (
        <>
          <p className="mt-2 text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
            Summaries and answers:{' '}
            <span className="font-semibold text-stone-900 dark:text-white">
              {describeAiProvider(provider)}
            </span>
          </p>
          {provider === EXTRACTIVE_PROVIDER_ID && (
            <p className="mt-1 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-400">
              They are made on this server from the article itself, with no outside service.
            </p>
          )}
        </>
      ) : info.isError ? (
        <p className="mt-2 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-400">
          Canyon could not read this server&rsquo;s AI setting. Reload the page to try again.
        </p>
      ) : (
        <div
          aria-hidden="true"
          className="mt-3 h-4 w-64 max-w-full rounded-full bg-stone-200/70 motion-safe:animate-pulse dark:bg-stone-800"
        />
      )}
    </section>
  );
}
