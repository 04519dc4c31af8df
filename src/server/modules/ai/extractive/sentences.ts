import { hasNoSpaceScript, segmenterFor } from './tokenize';

/** One sentence of the article, with where it sits in the (capped) text. */
export type Sentence = {
  /** The sentence as written, trimmed. */
  text: string;
  /** Position among the returned sentences, from 0. */
  index: number;
  /** Which paragraph it is in: the position in `text.split('\n\n')`, from 0. */
  paragraph: number;
  /** Offsets of `text` in the text that was split. */
  start: number;
  end: number;
  /** A full sentence fit for a summary; false for headings, captions, menus and scraps. */
  prose: boolean;
};

/**
 * The most text any extractive step looks at. 200,000 characters is about 30,000 words, three
 * times a long feature; past it the time and memory would grow with the article while what a
 * reader gets from a summary or an answer would not.
 */
export const MAX_INPUT_CHARS = 200_000;

/** The text cut to MAX_INPUT_CHARS at a paragraph or sentence end, so no sentence is halved. */
export function capText(text: string, maxChars = MAX_INPUT_CHARS): string {
  if (text.length <= maxChars) return text;
  const paragraphEnd = text.lastIndexOf('\n\n', maxChars);
  if (paragraphEnd > maxChars / 2) return text.slice(0, paragraphEnd);
  for (let i = maxChars - 1; i > maxChars / 2; i--) {
    if ('.!?。！？'.includes(text[i]!) && /\s/.test(text[i + 1] ?? ' '))
      return text.slice(0, i + 1);
  }
  return text.slice(0, maxChars);
}

/** Abbreviations after which a full stop does not end the sentence (folded, without the dot). */
const ABBREVIATIONS = new Set(
  `mr mrs ms dr prof sr jr st mt vs fig figs gen gov sen rep lt col capt sgt approx dept
  ca jan feb apr jun jul aug sep sept oct nov dec e.g i.e cf
  bzw usw vgl sog ggf evtl inkl bspw hr fr str dipl ing mio mrd tel bd jh
  sra dra ud uds pag mme mlle`
    .split(/\s+/)
    .filter(Boolean),
);

const LETTER = /\p{L}/u;
/** Short lines that are page furniture rather than article text. */
const FURNITURE = new RegExp(
  `^(${[
    'advertisements?(\\W+(continue|story continues)( reading)?( below)?)?',
    'story continues below( advertisement)?',
    'sponsored( content)?',
    'anzeige',
    'werbung',
    'publicidad',
    'publicité',
    'read (more|also)',
    'see also',
    'related( articles| stories)?',
    'lesen sie auch',
    'mehr zum thema',
    'weiterlesen',
    'subscribe( now)?',
    'sign up',
    'follow us',
    'share( this)?',
    'click here',
    'skip to content',
    'photo',
    'image',
    'credit',
    '©.*',
  ].join('|')})\\W*$`,
  'iu',
);

/**
 * The article's sentences, paragraph by paragraph, found with Intl.Segmenter for the article's
 * language (so 。！？ and other scripts' punctuation end sentences). Segments the segmenter cut
 * after an abbreviation or an initial ("z. B.", "Dr.", "J. Smith") are joined again. Lines with
 * no letters and bare furniture ("Advertisement") are left out; headings, captions and other
 * scraps are kept with `prose: false`, since they can still answer a question.
 */
export function splitSentences(text: string, language: string | null): Sentence[] {
  const segmenter = segmenterFor(language, 'sentence');
  const german = (language ?? '').toLowerCase().startsWith('de');
  const noSpaces = hasNoSpaceScript(text);
  const out: Sentence[] = [];
  let offset = 0;
  text.split('\n\n').forEach((block, paragraph) => {
    const pieces: Array<{ start: number; end: number }> = [];
    for (const part of segmenter.segment(block)) {
      const lead = part.segment.length - part.segment.trimStart().length;
      const trimmed = part.segment.trim();
      if (!trimmed) continue;
      const start = part.index + lead;
      const piece = { start, end: start + trimmed.length };
      const previous = pieces.at(-1);
      if (previous && continuesAfter(block.slice(previous.start, previous.end), trimmed, german)) {
        previous.end = piece.end;
      } else {
        pieces.push(piece);
      }
    }
    for (const piece of pieces) {
      const sentence = block.slice(piece.start, piece.end);
      if (!LETTER.test(sentence)) continue;
      if (sentence.length < 60 && FURNITURE.test(sentence)) continue;
      out.push({
        text: sentence,
        index: out.length,
        paragraph,
        start: offset + piece.start,
        end: offset + piece.end,
        prose: isProse(sentence, noSpaces && hasNoSpaceScript(sentence)),
      });
    }
    offset += block.length + 2;
  });
  return out;
}

/** Whether the segmenter's break after `previous` is a false one. */
function continuesAfter(previous: string, next: string, german: boolean): boolean {
  if (!previous.endsWith('.')) return false;
  const lastWord = previous.slice(previous.lastIndexOf(' ') + 1, -1);
  if (!lastWord) return false;
  const word = lastWord.replace(/^[("'“„«]+/u, '').toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // "No. 5", "Nr. 12", "núm. 3".
  if (/^(no|nos|nr|num|núm)$/.test(word) && /^\d/.test(next)) return true;
  // An initial ("J. Smith", "z. B."), or dotted initials ("U.S", "d.h").
  if (/^\p{L}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word)) return true;
  // German ordinals: "am 3. Oktober".
  if (german && /^\d{1,2}$/.test(word)) return true;
  // A sentence does not begin in lower case.
  return /^\p{Ll}/u.test(next);
}

const CLOSING = '"\'”’»)]';
const TERMINAL = '.!?…。！？';

/** A whole sentence a summary may quote: long enough, ends like a sentence, not shouting. */
function isProse(sentence: string, noSpaces: boolean): boolean {
  if (sentence.length > 600 || sentence.includes('://')) return false;
  if (sentence.endsWith(':') || sentence.endsWith('|') || sentence.split(' | ').length > 2) {
    return false;
  }
  const words = noSpaces ? 0 : sentence.split(' ').length;
  const long = noSpaces ? sentence.length >= 12 : words >= 6;
  if (!long) return false;
  let end = sentence.length - 1;
  while (end > 0 && CLOSING.includes(sentence[end]!)) end--;
  const terminal = TERMINAL.includes(sentence[end]!);
  if (!terminal && (noSpaces ? sentence.length < 40 : words < 15)) return false;
  // All in capitals: a menu, a banner or a shouted heading.
  return sentence !== sentence.toUpperCase() || sentence === sentence.toLowerCase();
}
