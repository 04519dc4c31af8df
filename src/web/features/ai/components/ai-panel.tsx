import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AI_MESSAGES, type SummaryResponse } from '@/shared/ai/ai-schemas';
import { paths } from '@/web/config/paths';
import { QuestionSection } from '@/web/features/ai/components/question-section';
import { SummarySection } from '@/web/features/ai/components/summary-section';
import { QUOTE_HIGHLIGHT_NAME } from '@/web/features/ai/lib/highlight-quote';
import { summaryKind } from '@/web/features/ai/lib/summary-kind';
import { useAppInfo } from '@/web/lib/app-info';

export type AiPanelProps = {
  articleId: string;
  /** canUseAiFeatures of the reader's subscription: others see the upgrade prompt. */
  canUse: boolean;
  /** The article's stored summary, shown at once. */
  storedSummary: SummaryResponse | null;
  /** The rendered article body, where "Show in article" looks for quotes. */
  findArticleBody: () => HTMLElement | null;
  /** A new summary was made (and stored by the server). */
  onSummaryGenerated?: (summary: SummaryResponse) => void;
};

// The quote highlight's colour, the same as the reader's <mark> (styles.css `.reader-prose mark`).
const HIGHLIGHT_STYLE = `::highlight(${QUOTE_HIGHLIGHT_NAME}) { background-color: color-mix(in oklab, var(--color-brand) 35%, transparent); }`;

/** The reader's AI panel (spec §4 AI panel, §5 Question, §8 AI; issue #13). */
export function AiPanel(props: AiPanelProps) {
  const { articleId, canUse, storedSummary, findArticleBody, onSummaryGenerated } = props;
  const headingId = useId();
  const appInfo = useAppInfo();
  const provider = storedSummary?.provider ?? appInfo.data?.aiProvider;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-amber-50/70 p-5 ring-1 ring-amber-200/80 sm:p-6 dark:bg-amber-400/[0.05] dark:ring-amber-400/20"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold text-stone-900 dark:text-white"
      >
        <Sparkles aria-hidden="true" className="size-4 text-amber-700 dark:text-amber-300" />
        AI Summary
      </h2>
      {canUse ? (
        <>
          {provider && (
            <p className="mt-1 text-[0.8125rem] text-stone-600 dark:text-stone-400">
              {summaryKind(provider)}
            </p>
          )}
          {/* Hoisted into <head> once by React (href + precedence), out of the panel's text. */}
          <style href="canyon-quote-highlight" precedence="default">
            {HIGHLIGHT_STYLE}
          </style>
          <SummarySection
            articleId={articleId}
            stored={storedSummary}
            onGenerated={onSummaryGenerated}
          />
          <QuestionSection articleId={articleId} findArticleBody={findArticleBody} />
        </>
      ) : (
        <p className="mt-2 text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
          {AI_MESSAGES.proRequired}.{' '}
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
