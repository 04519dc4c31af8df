// How much of an article one request to a language model carries (SECURITY.md 36: inputs are
// capped). Counted in characters, not tokens, so it needs no tokenizer: 24,000 characters is
// about 6,000 tokens of English, which with the instructions and the answer fits a model with
// an 8,000-token context (most hosted and local models have far more).

/** Article characters in one request. */
export const ARTICLE_CHARS_PER_CALL = 24_000;
/** A longer article is summarised in at most this many parts; text beyond them is left out. */
export const MAX_SUMMARY_PARTS = 8;
/** Passages of a long article that may go with a question. */
export const MAX_QUESTION_PASSAGES = 12;

export type ArticleParts = { parts: string[]; truncated: boolean };

/**
 * Splits plain text (paragraphs separated by blank lines) into parts of at most `budget`
 * characters, at paragraph boundaries where it can, at sentence boundaries for a paragraph
 * longer than a part, and mid-sentence only for a sentence longer than a part. Keeps at most
 * `maxParts`; `truncated` says whether text was left out.
 */
export function splitIntoParts(text: string, budget: number, maxParts: number): ArticleParts {
  const pieces = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .flatMap((paragraph) =>
      paragraph.length <= budget ? [paragraph] : cutLong(paragraph, budget),
    );

  const parts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current ? `${current}\n\n${piece}` : piece;
    if (joined.length <= budget) {
      current = joined;
      continue;
    }
    parts.push(current);
    current = piece;
  }
  if (current) parts.push(current);
  return { parts: parts.slice(0, maxParts), truncated: parts.length > maxParts };
}

const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** A paragraph longer than the budget, as runs of whole sentences within it. */
function cutLong(paragraph: string, budget: number): string[] {
  const runs: string[] = [];
  let current = '';
  for (const { segment } of sentences.segment(paragraph)) {
    for (let start = 0; start < segment.length; start += budget) {
      const sentence = segment.slice(start, start + budget);
      if (current.length + sentence.length > budget) {
        if (current.trim()) runs.push(current.trim());
        current = '';
      }
      current += sentence;
    }
  }
  if (current.trim()) runs.push(current.trim());
  return runs;
}
