import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_MESSAGES } from '@/shared/ai/ai-schemas';
import { askQuestion } from '@/web/features/ai/api/ask-question';
import { aiFailureMessage } from '@/web/features/ai/lib/ai-failure-message';

export type Exchange = { id: number; question: string; answer: string; done: boolean };

/**
 * This visit's questions and their answers, newest last (spec §4: idle, asking, answer
 * shown). The answer being asked for is listed as it streams; a failed one leaves the list.
 */
export function useQuestions(articleId: string) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  useEffect(() => () => running.current?.abort(), []);

  /** Asks a question that passed checkQuestion; true once its answer is complete. */
  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      if (running.current) return false;
      const controller = new AbortController();
      running.current = controller;
      const id = nextId.current++;
      const update = (change: (exchange: Exchange) => Exchange) =>
        setExchanges((list) => list.map((item) => (item.id === id ? change(item) : item)));
      setAsking(true);
      setError(null);
      setExchanges((list) => [...list, { id, question, answer: '', done: false }]);
      try {
        const { answer } = await askQuestion(articleId, question, {
          signal: controller.signal,
          onDelta: (text) => update((item) => ({ ...item, answer: item.answer + text })),
        });
        if (controller.signal.aborted) return false;
        update((item) => ({ ...item, answer, done: true }));
        return true;
      } catch (failure) {
        if (controller.signal.aborted) return false;
        setExchanges((list) => list.filter((item) => item.id !== id));
        setError(aiFailureMessage(failure, AI_MESSAGES.answerFailed));
        return false;
      } finally {
        if (!controller.signal.aborted) {
          running.current = null;
          setAsking(false);
        }
      }
    },
    [articleId],
  );

  return { exchanges, asking, error, ask, clearError: () => setError(null) };
}
