import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_MESSAGES, type SummaryResponse } from '@/shared/ai/ai-schemas';
import { generateSummary } from '@/web/features/ai/api/generate-summary';
import { aiFailureMessage } from '@/web/features/ai/lib/ai-failure-message';
import { summaryBullets } from '@/web/features/ai/lib/summary-bullets';

export type SummaryStatus = 'idle' | 'generating' | 'shown';

/**
 * The panel's summary (spec §4 AI panel: idle, generating, summary shown): the stored one at
 * once, a new one as it streams. While regenerating, the old bullets stay until new text comes.
 */
export function useSummary(
  articleId: string,
  stored: SummaryResponse | null,
  onGenerated?: (summary: SummaryResponse) => void,
) {
  const [generated, setGenerated] = useState<SummaryResponse | null>(null);
  const [streamed, setStreamed] = useState('');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const summary = generated ?? stored;
  const hasSummary = summary !== null;

  const generate = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setGenerating(true);
    setError(null);
    setStreamed('');
    try {
      const answer = await generateSummary(
        articleId,
        { regenerate: hasSummary },
        {
          signal: controller.signal,
          onDelta: (text) => setStreamed((previous) => previous + text),
        },
      );
      if (controller.signal.aborted) return;
      setGenerated(answer);
      onGenerated?.(answer);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(aiFailureMessage(failure, AI_MESSAGES.summaryFailed));
    } finally {
      if (!controller.signal.aborted) {
        running.current = null;
        setGenerating(false);
        setStreamed('');
      }
    }
  }, [articleId, hasSummary, onGenerated]);

  const streamedBullets = generating ? summaryBullets(streamed) : [];
  const bullets = streamedBullets.length ? streamedBullets : (summary?.summary ?? []);
  const status: SummaryStatus = generating ? 'generating' : hasSummary ? 'shown' : 'idle';

  return { status, summary, bullets, error, generate };
}
