import { describe, expect, it } from 'vitest';
import { germanCycling } from './fixtures/german-cycling';
import { japaneseLibrary } from './fixtures/japanese-library';
import { MAX_INPUT_CHARS, capText, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('numbers sentences across paragraphs and keeps their offsets in the text', () => {
    const text = 'First sentence here. Second one follows!\n\nA new paragraph starts now.';
    const sentences = splitSentences(text, 'en');
    expect(sentences.map((s) => [s.text, s.index, s.paragraph])).toEqual([
      ['First sentence here.', 0, 0],
      ['Second one follows!', 1, 0],
      ['A new paragraph starts now.', 2, 1],
    ]);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
  });

  it('does not break German sentences after abbreviations, initials or ordinals', () => {
    const texts = splitSentences(germanCycling.text, 'de').map((s) => s.text);
    expect(texts).toContain(
      'Viele Straßen im Zentrum, z. B. die Hammer Straße, sollen so umgebaut werden.',
    );
    expect(texts).toContain(
      'Dr. Anna Schröder leitet das Amt für Mobilität und hält den Ausbau für überfällig.',
    );
    expect(texts).toContain('Das hat der Rat am 3. Oktober mit großer Mehrheit beschlossen.');
    expect(texts.every((text) => text.length > 12)).toBe(true);
  });

  it('keeps English titles and initials inside their sentence', () => {
    const texts = splitSentences(
      'Mr. Smith met Dr. Jones at 5 p.m. in the hall. J. R. Miller was there too.',
      'en',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Mr. Smith met Dr. Jones at 5 p.m. in the hall.',
      'J. R. Miller was there too.',
    ]);
  });

  it('ends Japanese sentences at 。', () => {
    const sentences = splitSentences(japaneseLibrary.text, 'ja');
    expect(sentences[0]!.text).toBe('市立図書館は今月から、所蔵する古文書のデジタル化を始めた。');
    expect(sentences).toHaveLength(10);
    expect(sentences.every((s) => s.prose)).toBe(true);
  });

  it('leaves out furniture and marks headings, captions and menus as not prose', () => {
    const sentences = splitSentences(
      [
        'Advertisement',
        'ADVERTISEMENT - Continue reading below',
        'Story continues below advertisement',
        '12 | 34',
        'Why sodium matters',
        'HOME NEWS SPORT WEATHER CULTURE TRAVEL',
        'Sodium is a thousand times more abundant in the crust than lithium.',
      ].join('\n\n'),
      'en',
    );
    expect(sentences.map((s) => [s.text, s.prose])).toEqual([
      ['Why sodium matters', false],
      ['HOME NEWS SPORT WEATHER CULTURE TRAVEL', false],
      ['Sodium is a thousand times more abundant in the crust than lithium.', true],
    ]);
  });

  it('falls back to a default segmenter for a language tag that is not valid', () => {
    expect(splitSentences('One sentence here. And another one.', 'not a tag!')).toHaveLength(2);
  });
});

describe('capText', () => {
  it('cuts a very long text at a paragraph end within the cap', () => {
    const paragraph = 'A sentence of the article that keeps going for a while. '.repeat(40).trim();
    const text = Array.from({ length: 200 }, () => paragraph).join('\n\n');
    const capped = capText(text);
    expect(text.length).toBeGreaterThan(MAX_INPUT_CHARS);
    expect(capped.length).toBeLessThanOrEqual(MAX_INPUT_CHARS);
    expect(capped.endsWith(paragraph)).toBe(true);
  });

  it('leaves a text under the cap as it is', () => {
    expect(capText('Short.')).toBe('Short.');
  });
});
