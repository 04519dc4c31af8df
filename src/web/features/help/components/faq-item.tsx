import { ChevronDown, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { FaqAnswer } from '@/web/features/help/components/faq-answer';
import { HighlightedText } from '@/web/features/help/components/highlighted-text';
import type { Faq } from '@/web/features/help/lib/faqs';
import { findMatches } from '@/web/features/help/lib/search-faqs';
import { cn } from '@/web/lib/cn';

type FaqItemProps = {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
  /** The search's words, marked in question and answer. */
  terms: readonly string[];
};

/**
 * One question as a disclosure: a real button (Enter and Space toggle it) that says whether
 * its answer is shown and which element that is. The item's id is its deep link, /help#<id>.
 */
export function FaqItem({ faq, open, onToggle, terms }: FaqItemProps) {
  const buttonId = `${faq.id}-question`;
  const answerId = `${faq.id}-answer`;
  return (
    <li id={faq.id} className="scroll-mt-24">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-stone-900 transition-colors hover:bg-stone-50 focus-visible:-outline-offset-2 sm:px-6 dark:text-white dark:hover:bg-stone-800/60"
        >
          <span>
            <HighlightedText text={faq.question} ranges={findMatches(faq.question, terms)} />
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-5 shrink-0 text-stone-500 transition-transform duration-200 motion-reduce:transition-none dark:text-stone-400',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-5 pb-5 sm:px-6">
        <FaqAnswer answer={faq.answer} terms={terms} />
        <Link
          to={`#${faq.id}`}
          className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-stone-600 hover:text-stone-950 dark:text-stone-400 dark:hover:text-white"
        >
          <Link2 aria-hidden="true" className="size-4" />
          Link to this answer
          <span className="sr-only">: {faq.question}</span>
        </Link>
      </div>
    </li>
  );
}
