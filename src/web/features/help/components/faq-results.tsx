import { Search } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { FaqItem } from '@/web/features/help/components/faq-item';
import type { FaqResult } from '@/web/features/help/lib/search-faqs';
import { cn } from '@/web/lib/cn';

/** Spec "Help", verbatim. */
export const NO_RESULTS_MESSAGE = 'No results found. Try adjusting your search or category filter.';

type FaqResultsProps = {
  results: readonly FaqResult[];
  terms: readonly string[];
  isOpen: (result: FaqResult) => boolean;
  onToggle: (id: string) => void;
  onShowAll: () => void;
};

/** The questions left by the search and the chosen topic, or the empty state. */
export function FaqResults({ results, terms, isOpen, onToggle, onShowAll }: FaqResultsProps) {
  const count = results.length;
  const empty = count === 0;
  return (
    <>
      {/* Always in the page, so the change is announced as the reader types or picks a topic. */}
      <div
        className={cn(
          empty &&
            'mt-6 flex flex-col items-center gap-5 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700',
        )}
      >
        {empty && (
          <Search aria-hidden="true" className="-mb-1 size-8 text-stone-400 dark:text-stone-500" />
        )}
        <p
          role="status"
          className={cn(
            empty
              ? 'max-w-sm text-[0.9375rem] leading-7 text-stone-700 dark:text-stone-300'
              : 'sr-only',
          )}
        >
          {empty ? NO_RESULTS_MESSAGE : `${count} ${count === 1 ? 'question' : 'questions'} shown`}
        </p>
        {empty && (
          <Button variant="secondary" size="sm" onClick={onShowAll}>
            Show all questions
          </Button>
        )}
      </div>
      {!empty && (
        <ul className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm shadow-stone-900/5 dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none">
          {results.map((result) => (
            <FaqItem
              key={result.faq.id}
              faq={result.faq}
              open={isOpen(result)}
              onToggle={() => onToggle(result.faq.id)}
              terms={terms}
            />
          ))}
        </ul>
      )}
    </>
  );
}
