import { CJK_STOP_WORDS, baseLanguage, stopWordsFor } from './stop-words';

// Words for matching: lower case, accents folded, stop words out, light suffix stripping, and
// character bigrams for scripts written without spaces.
//
// Intl.Segmenter's word mode costs about 1.5 µs a word on Node 20 (15 ms for 10,000 words even
// sentence by sentence, and far more on one long string), which alone would use up the answer's
// time budget. For scripts that separate words with spaces a Unicode letter run finds the same
// words, so the segmenter is used only where a text holds Han, kana, Thai, Lao, Khmer or
// Myanmar characters, which need its dictionaries.

const NO_SPACE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const ONLY_KANA = /^[\p{Script=Hiragana}ー]+$/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const COMBINING = /[\u0300-\u036f]/g;
const NON_ASCII = /[^ -~\t\n\r]/;

const wordSegmenters = new Map<string, Intl.Segmenter>();

/** A cached segmenter for the language, falling back to English when the tag is not valid. */
export function segmenterFor(language: string | null, granularity: 'word' | 'sentence') {
  const key = `${language ?? ''}|${granularity}`;
  let segmenter = wordSegmenters.get(key);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language ?? undefined, { granularity });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity });
    }
    wordSegmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Lower case, accents off (NFKD without combining marks), ß as ss; "Café" → "cafe". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(COMBINING, '').normalize('NFC').replace(/ß/g, 'ss');
}

export function hasNoSpaceScript(text: string): boolean {
  return NO_SPACE_SCRIPT.test(text);
}

/**
 * The text's words in order, as written (not folded): letter-and-digit runs, or the
 * segmenter's word-like segments for scripts without spaces.
 */
export function segmentWords(text: string, language: string | null): string[] {
  if (!hasNoSpaceScript(text)) return text.match(WORD) ?? [];
  const out: string[] = [];
  for (const part of segmenterFor(language, 'word').segment(text)) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

export type TokenizeOptions = {
  /** Keep function words (for phrase boundaries); default false. */
  keepStopWords?: boolean;
  /** Strip common inflection suffixes so "batteries" meets "battery"; default true. */
  stem?: boolean;
};

/**
 * Terms for matching and similarity. Latin-like words: folded, at least 2 characters, stop
 * words out, lightly stemmed. Han and kana words: character bigrams (single characters kept
 * as they are), so two texts meet even where the segmenter cut them differently.
 */
export function tokenize(
  text: string,
  language: string | null,
  options: TokenizeOptions = {},
): string[] {
  const stopWords = stopWordsFor(language);
  const stem = options.stem ?? true;
  const base = baseLanguage(language);
  const out: string[] = [];
  const addWord = (word: string) => {
    if (word.length < 2 && !/\d/.test(word)) return;
    if (!options.keepStopWords && stopWords.has(word)) return;
    out.push(stem ? stemWord(word, base) : word);
  };
  if (!hasNoSpaceScript(text)) {
    for (const word of fold(text).match(WORD) ?? []) addWord(word);
    return out;
  }
  for (const part of segmenterFor(language, 'word').segment(text)) {
    if (!part.isWordLike) continue;
    const word = part.segment;
    if (!hasNoSpaceScript(word)) {
      for (const piece of fold(word).match(WORD) ?? []) addWord(piece);
      continue;
    }
    if (!options.keepStopWords && (CJK_STOP_WORDS.has(word) || isGrammarKana(word))) continue;
    if (word.length === 1) out.push(word);
    else for (let i = 0; i + 1 < word.length; i++) out.push(word.slice(i, i + 2));
  }
  return out;
}

/** Short hiragana-only words are particles and endings (の, です, ました). */
function isGrammarKana(word: string): boolean {
  return word.length <= 3 && ONLY_KANA.test(word);
}

/** Conservative suffix stripping; the same on both sides of a comparison, never shown. */
export function stemWord(word: string, base: string | null): string {
  if (/\d/.test(word)) return word;
  if (base === 'de') return stemGerman(word);
  if (word.length <= 4) return word;
  if (base === 'fr' || base === 'es') {
    if (word.endsWith('es') && word.length > 5) return word.slice(0, -2);
    if (word.endsWith('s') || word.endsWith('x')) return word.slice(0, -1);
    return word;
  }
  if (base !== null && base !== 'en') return word;
  return stemEnglish(word);
}

/**
 * English suffixes, longest first; the first that leaves a stem of 4 or more letters goes, and
 * then a final e, so "automated", "automation" and "automating" all give "autom", and
 * "house", "houses" and "housing" give "hous".
 */
const EN_SUFFIXES = [
  'ations',
  'ation',
  'ators',
  'ator',
  'ating',
  'ated',
  'ates',
  'ate',
  'ments',
  'ment',
  'ness',
  'ings',
  'ing',
  'ers',
  'er',
  'edly',
  'ed',
  'ly',
  's',
];

function stemEnglish(word: string): string {
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  let stem = /(ss|x|z|ch|sh)es$/.test(word) ? word.slice(0, -2) : word;
  for (const suffix of EN_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 4) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.endsWith('e') && stem.length > 4 ? stem.slice(0, -1) : stem;
}

/**
 * German endings stripped in turn, at most two, as CISTEM does: "kostet" and "Kosten" both
 * give "kost", "baut" and "bauen" "bau".
 */
function stemGerman(word: string): string {
  let stem = word;
  for (let round = 0; round < 2 && stem.length > 3; round++) {
    if (stem.length > 5 && /(em|er|nd)$/.test(stem)) stem = stem.slice(0, -2);
    else if (/[tesn]$/.test(stem)) stem = stem.slice(0, -1);
    else break;
  }
  return stem;
}
