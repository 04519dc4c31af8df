import { describe, expect, it } from 'vitest';
import { buildLongArticle } from './fixtures/long-article';
import { germanCycling } from './fixtures/german-cycling';
import { gridBatteries, gridBatteriesLead } from './fixtures/grid-batteries';
import { japaneseLibrary } from './fixtures/japanese-library';
import { plantedInstructions } from './fixtures/planted-instructions';
import { splitSentences } from './sentences';
import { summarizeExtractively } from './summarize';

/** Each bullet must be one of the article's own sentences, word for word. */
function expectSentencesOf(bullets: string[], article: { text: string; language: string | null }) {
  const sentences = splitSentences(article.text, article.language).map((s) => s.text);
  for (const bullet of bullets) {
    expect(article.text).toContain(bullet);
    expect(sentences).toContain(bullet);
  }
}

describe('summarizeExtractively', () => {
  it('gives 3 to 5 of the article’s own sentences in reading order, the same every time', () => {
    const bullets = summarizeExtractively(gridBatteries);
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.length).toBeLessThanOrEqual(5);
    expectSentencesOf(bullets, gridBatteries);
    const positions = bullets.map((bullet) => gridBatteries.text.indexOf(bullet));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(summarizeExtractively(gridBatteries)).toEqual(bullets);
  });

  it('leaves out sentences planted for a language model to obey (SECURITY.md 35)', () => {
    const bullets = summarizeExtractively(plantedInstructions);
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expectSentencesOf(bullets, plantedInstructions);
    expect(bullets.join('\n')).not.toMatch(/instructions|system prompt|developer mode/i);
  });

  it('leaves out a lead that is only scene-setting', () => {
    const bullets = summarizeExtractively(gridBatteries);
    for (const sentence of gridBatteriesLead) expect(bullets).not.toContain(sentence);
    expect(bullets.join(' ')).toMatch(/sodium/i);
  });

  it('does not choose a sentence twice when the article repeats it as a pull quote', () => {
    const bullets = summarizeExtractively(gridBatteries).join('\n');
    const repeated = bullets.match(/it is about being good enough where weight does not matter/g);
    expect((repeated ?? []).length).toBeLessThanOrEqual(1);
  });

  it('gives 5 bullets for a long article', () => {
    const article = buildLongArticle(10_000);
    const bullets = summarizeExtractively(article);
    expect(bullets).toHaveLength(5);
    expectSentencesOf(bullets, article);
  });

  it('stays bounded on a 1,000,000-character article', () => {
    const article = buildLongArticle(10_000);
    const huge = { ...article, text: `${article.text}\n\n`.repeat(16) };
    expect(huge.text.length).toBeGreaterThan(1_000_000);
    const bullets = summarizeExtractively(huge);
    expect(bullets).toHaveLength(5);
    expectSentencesOf(bullets, huge);
  });

  it('returns what there is for a short article and nothing for an empty one', () => {
    const short = {
      title: 'A short note',
      language: 'en',
      text: 'The library will close early on Friday for a staff training day.\n\nIt opens again at nine on Saturday morning as usual.',
    };
    expect(summarizeExtractively(short)).toEqual([
      'The library will close early on Friday for a staff training day.',
      'It opens again at nine on Saturday morning as usual.',
    ]);
    expect(summarizeExtractively({ title: 'Empty', language: 'en', text: '' })).toEqual([]);
    expect(summarizeExtractively({ title: 'Blank', language: null, text: ' \n\n ' })).toEqual([]);
  });

  it('summarises German text with its own sentences, abbreviations intact', () => {
    const bullets = summarizeExtractively(germanCycling);
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expectSentencesOf(bullets, germanCycling);
    expect(bullets.every((bullet) => !/^(B\.|Oktober|Anna)/.test(bullet))).toBe(true);
  });

  it('summarises Japanese text with its own 。-ended sentences', () => {
    const bullets = summarizeExtractively(japaneseLibrary);
    expect(bullets.length).toBe(3);
    expectSentencesOf(bullets, japaneseLibrary);
    expect(bullets.every((bullet) => bullet.endsWith('。'))).toBe(true);
  });

  it('keeps within the bounds the caller asks for', () => {
    expect(summarizeExtractively(buildLongArticle(3000), { min: 2, max: 2 })).toHaveLength(2);
  });
});
