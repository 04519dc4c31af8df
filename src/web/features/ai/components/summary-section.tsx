import { RefreshCw, Sparkles } from 'lucide-react';
import type { SummaryResponse } from '@/shared/ai/ai-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TinyMarkdownInline } from '@/web/features/ai/components/tiny-markdown';
import { useSummary } from '@/web/features/ai/hooks/use-summary';

type SummarySectionProps = {
  articleId: string;
  stored: SummaryResponse | null;
  onGenerated?: (summary: SummaryResponse) => void;
};

/** The summary part of the panel: its button, the bullets (streamed in) and its failure. */
export function SummarySection({ articleId, stored, onGenerated }: SummarySectionProps) {
  const { status, bullets, error, generate } = useSummary(articleId, stored, onGenerated);
  const generating = status === 'generating';

  return (
    <div className="mt-4">
      <div aria-live="polite" aria-busy={generating}>
        {bullets.length > 0 ? (
          <ul
            aria-label="Summary"
            className="space-y-2.5 text-[0.9375rem] leading-6 text-stone-800 dark:text-stone-200"
          >
            {bullets.map((bullet, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-[0.6rem] size-1.5 shrink-0 rounded-full bg-amber-500 dark:bg-amber-400"
                />
                <span className="min-w-0 break-words">
                  <TinyMarkdownInline text={bullet} />
                </span>
              </li>
            ))}
          </ul>
        ) : generating ? (
          <div aria-hidden="true" className="space-y-3 py-1">
            {['w-11/12', 'w-4/5', 'w-3/4'].map((width) => (
              <div
                key={width}
                className={`h-3.5 ${width} rounded-full bg-amber-200/60 motion-safe:animate-pulse dark:bg-amber-400/10`}
              />
            ))}
          </div>
        ) : (
          <p className="text-[0.9375rem] leading-6 text-stone-700 dark:text-stone-300">
            The article&rsquo;s main points in 3-5 bullets.
          </p>
        )}
      </div>

      {error && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-300 dark:ring-red-900/60"
        >
          {error}
        </p>
      )}

      <div className="mt-4">
        <Button
          size="sm"
          variant={status === 'idle' && !generating ? 'primary' : 'secondary'}
          onClick={() => void generate()}
          disabled={generating}
          aria-busy={generating || undefined}
        >
          {generating ? (
            <Spinner />
          ) : status === 'shown' ? (
            <RefreshCw aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generating ? 'Generating...' : status === 'shown' ? 'Regenerate' : 'Generate Summary'}
        </Button>
      </div>
    </div>
  );
}
