import type { Faq, FaqInline } from '@/web/features/help/lib/faqs';
import type { HelpCategoryId } from '@/shared/events/usage-events';

/** A stretch of text to highlight: [start, end) in the original string. */
export type TextRange = { start: number; end: number };

const COMBINING_MARK = /^\p{M}$/u;

/** Text folded for matching, with where each folded character came from in the original. */
type Folded = { text: string; origin: number[] };

/**
 * Lower case without accents ("Résumé" → "resume"), one character at a time so that every
 * folded character still points at its place in the original (for the highlight).
 */
function fold(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Typographic apostrophes match the one on the keyboard.
      .replace(/[‘’]/g, "'");
    for (let i = 0; i < plain.length; i += 1) origin.push(index);
    folded += plain;
    index += char.length;
  }
  return { text: folded, origin };
}

/** The words of a search, folded; empty for a blank search. */
export function searchTerms(query: string): string[] {
  return [...new Set(fold(query).text.split(/\s+/).filter(Boolean))];
}

/** Every place in `text` where one of the terms occurs, sorted, overlaps merged. */
export function findMatches(text: string, terms: readonly string[]): TextRange[] {
  if (terms.length === 0 || !text) return [];
  const folded = fold(text);
  const ranges: TextRange[] = [];
  for (const term of terms) {
    for (let at = folded.text.indexOf(term); at !== -1; at = folded.text.indexOf(term, at + 1)) {
      const last = at + term.length - 1;
      const start = folded.origin[at] ?? 0;
      const lastOrigin = folded.origin[last] ?? start;
      // The original character the last folded one came from, whole (both halves of a pair),
      // with any accents written after it.
      let end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin) ?? 0).length;
      while (end < text.length && COMBINING_MARK.test(text[end] ?? '')) end += 1;
      ranges.push({ start, end });
    }
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.start <= previous.end) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const inlineText = (inline: FaqInline) => (typeof inline === 'string' ? inline : inline.text);

/** An answer's words as the page shows them: paragraphs on their own lines. */
export function answerText(faq: Faq): string {
  return faq.answer.map((paragraph) => paragraph.map(inlineText).join('')).join('\n');
}

export type FaqResult = {
  faq: Faq;
  /** The search found something in the answer: the FAQ opens to show it. */
  answerMatches: boolean;
};

/**
 * The FAQs in the chosen category that contain every word of the search, in question or
 * answer, ignoring case and accents. A blank search keeps the whole category.
 */
export function searchFaqs(
  faqs: readonly Faq[],
  query: string,
  category: HelpCategoryId,
): FaqResult[] {
  const terms = searchTerms(query);
  const results: FaqResult[] = [];
  for (const faq of faqs) {
    if (category !== 'all' && faq.category !== category) continue;
    if (terms.length === 0) {
      results.push({ faq, answerMatches: false });
      continue;
    }
    const question = fold(faq.question).text;
    const answer = fold(answerText(faq)).text;
    if (!terms.every((term) => question.includes(term) || answer.includes(term))) continue;
    results.push({ faq, answerMatches: terms.some((term) => answer.includes(term)) });
  }
  return results;
}
