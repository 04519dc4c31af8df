import { ArrowUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { checkQuestion } from '@/shared/ai/ai-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { inputClasses } from '@/web/components/ui/text-field';
import { ShowInArticleButton } from '@/web/features/ai/components/show-in-article-button';
import { TinyMarkdown } from '@/web/features/ai/components/tiny-markdown';
import { useQuestions } from '@/web/features/ai/hooks/use-questions';
import { cn } from '@/web/lib/cn';

type QuestionSectionProps = {
  articleId: string;
  findArticleBody: () => HTMLElement | null;
};

/** Spec §5 Question: ask about this article; this visit's answers stay listed, newest last. */
export function QuestionSection({ articleId, findArticleBody }: QuestionSectionProps) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { exchanges, asking, error, ask } = useQuestions(articleId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asking) return;
    const check = checkQuestion(question);
    if (!check.ok) {
      setInvalid(check.message);
      return;
    }
    setInvalid(null);
    if (await ask(check.question)) setQuestion('');
  };

  return (
    <div className="mt-6 border-t border-amber-200/80 pt-5 dark:border-amber-400/15">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-stone-900 dark:text-white">
        Ask about this article
      </h3>

      <div aria-live="polite" aria-busy={asking}>
        {exchanges.length > 0 && (
          <ol aria-label="Questions and answers" className="mt-4 space-y-4">
            {exchanges.map((exchange) => (
              <li key={exchange.id} className="min-w-0">
                <p className="text-[0.9375rem] leading-6 font-semibold break-words text-stone-900 dark:text-white">
                  <span className="sr-only">Question: </span>
                  {exchange.question}
                </p>
                <div className="mt-1.5 text-[0.9375rem] leading-6 break-words text-stone-700 dark:text-stone-300">
                  <span className="sr-only">Answer: </span>
                  {exchange.answer ? (
                    <TinyMarkdown
                      text={exchange.answer}
                      quoteAction={
                        exchange.done
                          ? (quote) => (
                              <ShowInArticleButton
                                quote={quote}
                                findArticleBody={findArticleBody}
                              />
                            )
                          : undefined
                      }
                    />
                  ) : (
                    <span className="inline-flex items-center gap-2 text-stone-500 dark:text-stone-400">
                      <Spinner className="size-3.5" />
                      Reading the article…
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>

      <form
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-heading`}
        className="mt-4 flex gap-2"
        noValidate
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Question
        </label>
        <input
          id={`${id}-input`}
          type="text"
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value);
            setInvalid(null);
          }}
          placeholder="Ask a question about this article"
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          className={cn(inputClasses, 'h-10 min-w-0 flex-1')}
        />
        <Button
          type="submit"
          size="sm"
          disabled={!question.trim() || asking}
          aria-busy={asking || undefined}
          className="h-10"
        >
          {asking ? <Spinner /> : <ArrowUp aria-hidden="true" />}
          {asking ? 'Asking...' : 'Ask'}
        </Button>
      </form>

      {(invalid ?? error) && (
        <p
          id={`${id}-invalid`}
          role="alert"
          className="mt-2 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {invalid ?? error}
        </p>
      )}
    </div>
  );
}
