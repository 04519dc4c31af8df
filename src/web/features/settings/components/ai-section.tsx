import { Sparkles } from 'lucide-react';
import { describeAiProvider, EXTRACTIVE_PROVIDER_ID } from '@/shared/ai/ai-schemas';
import { useAppInfo } from '@/web/lib/app-info';

/** Which AI this server uses for summaries and answers (issue #13). */
export function AiSection() {
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
