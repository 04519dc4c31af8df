// Reading time from the stored length of the text, so the list never loads the text itself;
// the reader's page uses the same figure, so a card and its article agree.

/** Average characters per word, spaces included (English and most European languages). */
const CHARS_PER_WORD = 6;
/** As src/shared/articles/format.ts readingMinutes(): 230 words a minute, at least one. */
const WORDS_PER_MINUTE = 230;

export function readingMinutesForLength(length: number | null): number | null {
  if (length === null) return null;
  return Math.max(1, Math.round(length / CHARS_PER_WORD / WORDS_PER_MINUTE));
}
