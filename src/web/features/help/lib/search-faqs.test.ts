import { describe, expect, it } from 'vitest';
import type { Faq } from '@/web/features/help/lib/faqs';
import {
  answerText,
  findMatches,
  searchFaqs,
  searchTerms,
} from '@/web/features/help/lib/search-faqs';

const faq = (id: string, category: Faq['category'], question: string, answer: string): Faq => ({
  id,
  category,
  question,
  answer: [[answer]],
});

const FAQS: Faq[] = [
  faq('save', 'getting_started', 'How do I save an article?', 'Press the + button.'),
  faq('cancel', 'billing', 'How do I cancel my subscription?', 'Open Settings, Manage Billing.'),
  faq('pro', 'billing', 'What’s in Pro?', 'Summaries, questions and a résumé of each article.'),
  faq('delete', 'account', 'How do I delete my account?', 'Settings, then Delete Account.'),
];

const ids = (results: ReturnType<typeof searchFaqs>) => results.map((result) => result.faq.id);

describe('searchTerms', () => {
  it('folds case and accents, splits on spaces, drops repeats and blanks', () => {
    expect(searchTerms('  Résumé  SAVE résume ')).toEqual(['resume', 'save']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('reads a typed apostrophe and a typographic one alike', () => {
    expect(searchTerms('What’s')).toEqual(["what's"]);
  });
});

describe('findMatches', () => {
  it('finds every occurrence of every term, ignoring case', () => {
    expect(findMatches('Save, then save again', ['save'])).toEqual([
      { start: 0, end: 4 },
      { start: 11, end: 15 },
    ]);
  });

  it('matches accented text from a plain search, marking the original characters', () => {
    const text = 'a Résumé here';
    const [range] = findMatches(text, searchTerms('resume'));
    expect(text.slice(range?.start, range?.end)).toBe('Résumé');
  });

  it('keeps decomposed accents inside the mark', () => {
    const text = 'cafe\u0301 au lait';
    const [range] = findMatches(text, ['cafe']);
    expect(text.slice(range?.start, range?.end)).toBe('cafe\u0301');
  });

  it('merges overlapping and touching matches', () => {
    expect(findMatches('bookbinding', ['book', 'okbi', 'binding'])).toEqual([
      { start: 0, end: 11 },
    ]);
  });

  it('finds nothing for no terms or no text', () => {
    expect(findMatches('anything', [])).toEqual([]);
    expect(findMatches('', ['a'])).toEqual([]);
  });
});

describe('searchFaqs', () => {
  it('keeps the whole category for a blank search, nothing opened', () => {
    expect(ids(searchFaqs(FAQS, '', 'all'))).toEqual(['save', 'cancel', 'pro', 'delete']);
    expect(ids(searchFaqs(FAQS, ' ', 'billing'))).toEqual(['cancel', 'pro']);
    expect(searchFaqs(FAQS, '', 'all').every((result) => !result.answerMatches)).toBe(true);
  });

  it('matches question and answer text, ignoring case and accents', () => {
    expect(ids(searchFaqs(FAQS, 'CANCEL', 'all'))).toEqual(['cancel']);
    expect(ids(searchFaqs(FAQS, 'manage billing', 'all'))).toEqual(['cancel']);
    expect(ids(searchFaqs(FAQS, 'resume', 'all'))).toEqual(['pro']);
  });

  it('needs every word of the search, anywhere in the question or answer', () => {
    expect(ids(searchFaqs(FAQS, 'how settings', 'all'))).toEqual(['cancel', 'delete']);
    expect(ids(searchFaqs(FAQS, 'how résumé', 'all'))).toEqual([]);
  });

  it('combines the search with the chosen category', () => {
    expect(ids(searchFaqs(FAQS, 'settings', 'all'))).toEqual(['cancel', 'delete']);
    expect(ids(searchFaqs(FAQS, 'settings', 'account'))).toEqual(['delete']);
    expect(ids(searchFaqs(FAQS, 'save', 'billing'))).toEqual([]);
  });

  it('says when the answer holds a match, so the FAQ opens', () => {
    const [cancel] = searchFaqs(FAQS, 'cancel', 'all');
    expect(cancel?.answerMatches).toBe(false);
    const [billing] = searchFaqs(FAQS, 'billing', 'all');
    expect(billing?.answerMatches).toBe(true);
  });
});

describe('answerText', () => {
  it('joins links into their sentence and paragraphs by lines', () => {
    expect(
      answerText({
        id: 'x',
        category: 'account',
        question: 'Q',
        answer: [['Open ', { text: 'Settings', to: '/settings' }, ' now.'], ['Then go.']],
      }),
    ).toBe('Open Settings now.\nThen go.');
  });
});
