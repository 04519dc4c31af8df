import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { HelpCategoryId } from '@/shared/events/usage-events';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { CategoryChips } from '@/web/features/help/components/category-chips';
import { ContactSection } from '@/web/features/help/components/contact-section';
import { FaqResults } from '@/web/features/help/components/faq-results';
import { HelpSearch } from '@/web/features/help/components/help-search';
import type { ContactDefaults } from '@/web/features/help/components/contact-form';
import { faqIdFromHash } from '@/web/features/help/lib/faq-hash';
import { FAQS } from '@/web/features/help/lib/faqs';
import { searchFaqs, searchTerms, type FaqResult } from '@/web/features/help/lib/search-faqs';

type HelpCenterProps = {
  /** The signed-in reader's name and email, filled into the contact form; null for a visitor. */
  reader: ContactDefaults | null;
  /** The reader picked another topic chip. */
  onCategoryPicked?: (id: HelpCategoryId) => void;
};

/** Spec "Help": search, topic chips, the nine questions, and the contact form. */
export function HelpCenter({ reader, onCategoryPicked }: HelpCenterProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategoryId>('all');
  // What the reader opened or closed; otherwise an FAQ is open when linked to or when the
  // search found words in its answer.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const { hash, key } = useLocation();
  const linkedId = faqIdFromHash(hash, FAQS);

  const terms = useMemo(() => searchTerms(query), [query]);
  const results = useMemo(() => searchFaqs(FAQS, query, category), [query, category]);

  // Following a link to a question (on arrival or from this page) shows it open, even when the
  // search or a topic had hidden it. ScrollToTop brings it into view.
  useEffect(() => {
    if (!linkedId) return;
    setQuery('');
    setCategory('all');
    setToggled((current) => ({ ...current, [linkedId]: true }));
  }, [linkedId, key]);

  const isOpen = ({ faq, answerMatches }: FaqResult) =>
    toggled[faq.id] ?? (faq.id === linkedId || answerMatches);
  const toggle = (id: string) => {
    const result = results.find((candidate) => candidate.faq.id === id);
    if (result) setToggled((current) => ({ ...current, [id]: !isOpen(result) }));
  };
  const pickCategory = (id: HelpCategoryId) => {
    if (id === category) return;
    setCategory(id);
    onCategoryPicked?.(id);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-14 sm:px-8 sm:py-20">
      <DocumentTitle title="Help Center" />
      <div className="text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-ink uppercase dark:text-brand-ink-dark">
          Help
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white">
          Help Center
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-stone-600 dark:text-stone-300">
          Answers to common questions about saving, reading, AI features and your account.
        </p>
        <HelpSearch value={query} onChange={setQuery} />
      </div>

      <section aria-labelledby="faq-heading" className="mt-14">
        <h2
          id="faq-heading"
          className="mb-5 text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
        >
          Frequently Asked Questions
        </h2>
        <CategoryChips value={category} onChange={pickCategory} />
        <FaqResults
          results={results}
          terms={terms}
          isOpen={isOpen}
          onToggle={toggle}
          onShowAll={() => {
            setQuery('');
            setCategory('all');
          }}
        />
      </section>

      <ContactSection reader={reader} />
    </div>
  );
}
