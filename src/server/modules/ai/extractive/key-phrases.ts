import type { ArticleForAi } from '../ai-provider';
import { capText, splitSentences } from './sentences';
import { CJK_STOP_WORDS, GENERAL_WORDS, baseLanguage, stopWordsFor } from './stop-words';
import { fold, hasNoSpaceScript, segmentWords, stemWord, tokenize } from './tokenize';

const MAX_PHRASE_WORDS = 3;
/** Punctuation that ends a phrase: no key phrase runs across a comma or a bracket. */
const PHRASE_BREAK = /[,;:()[\]{}"“”„«»‹›!?。、，！？；：·•|/–—]|\s-\s|\.(?=\s|$)/u;
const ONLY_KANA = /^[\p{Script=Hiragana}ー]+$/u;
/** Words of spaced scripts, hyphenated compounds kept whole ("sodium-ion"). */
const PHRASE_WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;
/** English adverbs and past forms, which make poor tags on their own or at a phrase's end. */
const EN_NOT_NOUN = /(ally|ously|ively|edly|ingly|ately|ently|antly|ibly|ably|fully|[^e]ed)$/;

type Candidate = {
  words: string[];
  count: number;
  inTitle: boolean;
  /** Each way it was written (lower case), with how often. */
  forms: Map<string, number>;
};

/**
 * Tag candidates: runs of one to three content words (split at stop words, common words,
 * numbers and punctuation), grouped by their folded and stemmed form, scored by frequency with
 * longer phrases and title words favoured; in German only phrases that end in a noun (written
 * with a capital). Lower case, 2-50 characters, best first, and none that is part of a better
 * one or holds one.
 */
export function keyPhrases(article: ArticleForAi, limit: number): string[] {
  const language = article.language;
  const base = baseLanguage(language);
  const stopWords = stopWordsFor(language);
  const candidates = new Map<string, Candidate>();

  const addPhrases = (text: string, inTitle: boolean) => {
    for (const chunk of text.split(PHRASE_BREAK)) {
      let run: string[] = [];
      const flush = () => {
        for (let size = 1; size <= MAX_PHRASE_WORDS; size++) {
          for (let i = 0; i + size <= run.length; i++) {
            addCandidate(candidates, run.slice(i, i + size), base, inTitle);
          }
        }
        run = [];
      };
      const words = hasNoSpaceScript(chunk)
        ? segmentWords(chunk, language)
        : (chunk.match(PHRASE_WORD) ?? []);
      for (const word of words) {
        if (isContentWord(word, stopWords)) run.push(word);
        else flush();
      }
      flush();
    }
  };
  addPhrases(article.title, true);
  for (const sentence of splitSentences(capText(article.text), language)) {
    addPhrases(sentence.text, false);
  }

  const scored = [...candidates.values()]
    .filter(
      ({ count, inTitle, words }) => count >= 2 || (inTitle && (count >= 1 || words.length === 1)),
    )
    .map((candidate) => ({
      candidate,
      phrase: mostUsedForm(candidate),
      score:
        candidate.count * (1 + 0.5 * (candidate.words.length - 1)) + (candidate.inTitle ? 3 : 0),
    }))
    .filter(({ phrase }) => isTagShaped(phrase))
    .sort((a, b) => b.score - a.score || (a.phrase < b.phrase ? -1 : 1));

  const chosen: Array<{ words: string[]; phrase: string }> = [];
  for (const { candidate, phrase } of scored) {
    if (chosen.length >= limit) break;
    const overlaps = (better: { words: string[] }) =>
      containsRun(better.words, candidate.words) || containsRun(candidate.words, better.words);
    if (chosen.some(overlaps)) continue;
    chosen.push({ words: candidate.words, phrase });
  }
  return chosen.map(({ phrase }) => phrase);
}

/**
 * The reader's own tags that fit the article: every word of the tag (folded, stemmed; "-" and
 * "_" read as spaces, so `machine-learning` meets "machine learning") occurs in that order in
 * the title, or in the text often enough. Best first: title presence, then how often.
 */
export function matchExistingTags(article: ArticleForAi, tags: string[]): string[] {
  const language = article.language;
  const text = capText(article.text);
  const titleTokens = tokenize(article.title, language, { keepStopWords: true });
  const textTokens = tokenize(text, language, { keepStopWords: true });
  const titleIndex = positionsOf(titleTokens);
  const textIndex = positionsOf(textTokens);
  const foldedTitle = hasNoSpaceScript(article.title) ? fold(article.title) : '';
  const foldedText = hasNoSpaceScript(text) ? fold(text) : '';
  const minCount = textTokens.length > 300 ? 2 : 1;

  const fits: Array<{ tag: string; order: number; inTitle: boolean; count: number }> = [];
  tags.forEach((tag, order) => {
    let inTitle: boolean;
    let count: number;
    if (hasNoSpaceScript(tag)) {
      const folded = fold(tag.trim());
      inTitle = folded.length > 0 && foldedTitle.includes(folded);
      count = folded ? foldedText.split(folded).length - 1 : 0;
    } else {
      const spaced = tag.replace(/[-_./]+/g, ' ');
      // A tag of function words only ("the", "it") would fit every article.
      if (tokenize(spaced, language).length === 0) return;
      const words = tokenize(spaced, language, { keepStopWords: true });
      inTitle = countRun(titleTokens, titleIndex, words) > 0;
      count = countRun(textTokens, textIndex, words);
    }
    if (inTitle || count >= minCount) fits.push({ tag, order, inTitle, count });
  });
  return fits
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.order - b.order)
    .map(({ tag }) => tag);
}

function isContentWord(word: string, stopWords: ReadonlySet<string>): boolean {
  if (!/\p{L}/u.test(word)) return false;
  if (hasNoSpaceScript(word)) {
    return word.length >= 2 && !CJK_STOP_WORDS.has(word) && !ONLY_KANA.test(word);
  }
  const folded = fold(word);
  return folded.length >= 3 && !stopWords.has(folded) && !GENERAL_WORDS.has(folded);
}

function addCandidate(
  candidates: Map<string, Candidate>,
  words: string[],
  base: string | null,
  inTitle: boolean,
) {
  const last = words.at(-1)!;
  if (base === 'de' && !/^\p{Lu}/u.test(last)) return;
  if ((base === 'en' || base === null) && EN_NOT_NOUN.test(fold(last))) return;
  const key = words.map((word) => stemWord(fold(word), base)).join(' ');
  let candidate = candidates.get(key);
  if (!candidate) {
    candidate = { words: key.split(' '), count: 0, inTitle: false, forms: new Map() };
    candidates.set(key, candidate);
  }
  if (inTitle) candidate.inTitle = true;
  else candidate.count++;
  const joiner = words.some(hasNoSpaceScript) ? '' : ' ';
  const form = words.join(joiner).toLowerCase();
  candidate.forms.set(form, (candidate.forms.get(form) ?? 0) + 1);
}

function mostUsedForm(candidate: Candidate): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of candidate.forms) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

function isTagShaped(phrase: string): boolean {
  return (
    phrase.length >= 2 && phrase.length <= 50 && !/[<>&]/.test(phrase) && /\p{L}/u.test(phrase)
  );
}

/** Whether `inner` occurs as consecutive words of `outer`. */
function containsRun(outer: string[], inner: string[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (inner.every((word, k) => outer[i + k] === word)) return true;
  }
  return false;
}

function positionsOf(tokens: string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  tokens.forEach((token, position) => {
    const list = index.get(token);
    if (list) list.push(position);
    else index.set(token, [position]);
  });
  return index;
}

function countRun(tokens: string[], index: Map<string, number[]>, words: string[]): number {
  let count = 0;
  for (const position of index.get(words[0]!) ?? []) {
    if (words.every((word, k) => tokens[position + k] === word)) count++;
  }
  return count;
}
