import { AI_MESSAGES } from '@/shared/ai/ai-schemas';
import type { ArticleForAi } from '../ai-provider';
import { capText, splitSentences, type Sentence } from './sentences';
import { QUESTION_WORDS, baseLanguage } from './stop-words';
import { stemWord, tokenize } from './tokenize';

/** A verbatim span of the article (one or a few consecutive sentences of one paragraph). */
export type Passage = { text: string; score: number; paragraph: number };

const K1 = 1.2;
const B = 0.75;
/** A passage is one to this many consecutive sentences of a paragraph. */
const WINDOW_MAX_SENTENCES = 3;
/** Each sentence beyond the first must add matches to be worth quoting. */
const EXTRA_SENTENCE_COST = 0.06;
/**
 * When the article is taken not to answer: fewer than half of the question's terms occur in it
 * at all, or the best passage covers under a quarter of the question's weight (idf-weighted
 * terms). Calibrated on the fixtures' questions: in the answerable ones at least two thirds of
 * the terms occur and the best passage covers 0.3 or more; in the unrelated ones at most a
 * third occur.
 */
const MIN_ARTICLE_COVERAGE = 0.5;
const MIN_PASSAGE_COVERAGE = 0.25;
/** Passages quoted beside the best one must score at least this share of it. */
const RUNNER_UP_SHARE = 0.6;
const ANSWER_PASSAGES = 3;
const ANSWER_MAX_CHARS = 1500;

type ScoredPassage = Passage & {
  first: number;
  last: number;
  /** The share of the question's idf weight that the passage matches. */
  coverage: number;
  /** The share of the question's terms that occur anywhere in the article. */
  articleCoverage: number;
};

/**
 * The parts of the article that best match the query, by BM25 over windows of consecutive
 * sentences (query and text folded and stemmed alike), best first up to `limit` passages and
 * `maxChars` characters in all, then returned in reading order. Used for extractive answers
 * and to choose what of a long article fits a model's context.
 */
export function rankPassages(
  article: ArticleForAi,
  query: string,
  options: { limit: number; maxChars: number },
): Passage[] {
  return scorePassages(article, query, options).map(({ text, score, paragraph }) => ({
    text,
    score,
    paragraph,
  }));
}

/**
 * The one to three passages that answer the question, quoted as markdown blockquotes
 * separated by a blank line, or AI_MESSAGES.noAnswer when nothing matches well enough. Quotes
 * are the article's own text (a line break inside a paragraph shown as a space), so the
 * reader's view can find them.
 */
export function answerExtractively(article: ArticleForAi, question: string): string {
  const passages = scorePassages(article, question, {
    limit: ANSWER_PASSAGES,
    maxChars: ANSWER_MAX_CHARS,
  });
  const best = Math.max(0, ...passages.map((passage) => passage.score));
  const quoted = passages.filter(
    (passage) =>
      passage.articleCoverage >= MIN_ARTICLE_COVERAGE &&
      passage.coverage >= MIN_PASSAGE_COVERAGE &&
      passage.score >= best * RUNNER_UP_SHARE &&
      best > 0,
  );
  if (!quoted.some((passage) => passage.score === best)) return AI_MESSAGES.noAnswer;
  return quoted.map((passage) => `> ${passage.text.replace(/\s*\n\s*/g, ' ')}`).join('\n\n');
}

/** The question's terms, without the words that only frame a question. */
export function queryTerms(query: string, language: string | null): string[] {
  const base = baseLanguage(language);
  const terms = tokenize(query, language, { stem: false })
    .filter((term) => !QUESTION_WORDS.has(term))
    .map((term) => stemWord(term, base));
  return [...new Set(terms)];
}

function scorePassages(
  article: ArticleForAi,
  query: string,
  { limit, maxChars }: { limit: number; maxChars: number },
): ScoredPassage[] {
  const terms = queryTerms(query, article.language);
  if (terms.length === 0 || limit <= 0) return [];
  const text = capText(article.text);
  const sentences = splitSentences(text, article.language);
  if (sentences.length === 0) return [];

  // Per sentence: its length in terms and how often each query term occurs in it.
  const termIndex = new Map(terms.map((term, i) => [term, i]));
  const lengths = new Float64Array(sentences.length);
  const counts: Array<Int32Array | null> = [];
  const df = new Int32Array(terms.length);
  let totalLength = 0;
  for (const sentence of sentences) {
    const tokens = tokenize(sentence.text, article.language);
    lengths[sentence.index] = tokens.length;
    totalLength += tokens.length;
    let found: Int32Array | null = null;
    for (const token of tokens) {
      const i = termIndex.get(token);
      if (i === undefined) continue;
      found ??= new Int32Array(terms.length);
      if (found[i] === 0) df[i]!++;
      found[i]!++;
    }
    counts.push(found);
  }
  const n = sentences.length;
  const averageLength = Math.max(1, totalLength / n);
  const idf = Array.from(df, (d) => Math.log(1 + (n - d + 0.5) / (d + 0.5)));
  const idfTotal = idf.reduce((sum, value) => sum + value, 0);
  const articleCoverage = df.filter((d) => d > 0).length / terms.length;

  const windows: ScoredPassage[] = [];
  const seen = new Set<number>();
  for (let hit = 0; hit < n; hit++) {
    if (!counts[hit]) continue;
    for (let first = Math.max(0, hit - WINDOW_MAX_SENTENCES + 1); first <= hit; first++) {
      for (let last = hit; last < first + WINDOW_MAX_SENTENCES && last < n; last++) {
        const key = first * WINDOW_MAX_SENTENCES + (last - first);
        // A passage starts and ends with a matching sentence, in one paragraph.
        if (seen.has(key) || !counts[first] || !counts[last]) continue;
        if (!sameParagraph(sentences, first, last)) continue;
        seen.add(key);
        const start = sentences[first]!.start;
        const end = sentences[last]!.end;
        if (end - start > maxChars) continue;
        const size = last - first + 1;
        let length = 0;
        const tf = new Int32Array(terms.length);
        for (let s = first; s <= last; s++) {
          length += lengths[s]!;
          const found = counts[s];
          if (found) for (let t = 0; t < terms.length; t++) tf[t]! += found[t]!;
        }
        let bm25 = 0;
        let covered = 0;
        for (let t = 0; t < terms.length; t++) {
          const f = tf[t]!;
          if (f === 0) continue;
          covered += idf[t]!;
          const norm = 1 - B + (B * length) / (averageLength * size);
          bm25 += (idf[t]! * f * (K1 + 1)) / (f + K1 * norm);
        }
        const coverage = idfTotal > 0 ? covered / idfTotal : 0;
        const score = bm25 * (0.5 + 0.5 * coverage) * (1 - EXTRA_SENTENCE_COST * (size - 1));
        windows.push({
          text: text.slice(start, end),
          score,
          paragraph: sentences[first]!.paragraph,
          first,
          last,
          coverage,
          articleCoverage,
        });
      }
    }
  }

  windows.sort((a, b) => b.score - a.score || a.first - b.first || a.last - b.last);
  const chosen: ScoredPassage[] = [];
  const taken = new Uint8Array(n);
  let chars = 0;
  for (const window of windows) {
    if (chosen.length >= limit) break;
    if (chars + window.text.length > maxChars) continue;
    let overlaps = false;
    for (let s = window.first; s <= window.last; s++) overlaps ||= taken[s] === 1;
    if (overlaps) continue;
    for (let s = window.first; s <= window.last; s++) taken[s] = 1;
    chars += window.text.length;
    chosen.push(window);
  }
  return chosen.sort((a, b) => a.first - b.first);
}

function sameParagraph(sentences: Sentence[], first: number, last: number): boolean {
  return sentences[first]!.paragraph === sentences[last]!.paragraph;
}
