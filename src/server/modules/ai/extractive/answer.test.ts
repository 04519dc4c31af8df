import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@/shared/ai/ai-schemas';
import { answerExtractively, rankPassages } from './answer';
import { buildLongArticle } from './fixtures/long-article';
import { germanCycling } from './fixtures/german-cycling';
import { gridBatteries } from './fixtures/grid-batteries';
import { japaneseLibrary } from './fixtures/japanese-library';
import { neighbourhoodCafe } from './fixtures/neighbourhood-cafe';

/** The quoted passages of an answer, each checked to be the article's text. */
function quotes(answer: string, text: string): string[] {
  const passages = answer.split('\n\n');
  for (const passage of passages) {
    expect(passage.startsWith('> ')).toBe(true);
    expect(text.replace(/\s*\n\s*/g, ' ')).toContain(passage.slice(2));
  }
  return passages.map((passage) => passage.slice(2));
}

describe('answerExtractively', () => {
  it.each([
    ['How many charge cycles do the cells last?', 'rated for about 4,000 full charge cycles'],
    ['Who is the lead engineer?', 'lead engineer, Maria Okafor'],
    ['How much will storage cost?', '20 to 30 percent less per megawatt-hour'],
    ['How well does the battery work in the cold?', 'minus 20 degrees Celsius'],
  ])('quotes the passage that answers %j', (question, expected) => {
    const passages = quotes(answerExtractively(gridBatteries, question), gridBatteries.text);
    expect(passages.length).toBeGreaterThanOrEqual(1);
    expect(passages.length).toBeLessThanOrEqual(3);
    expect(passages.join(' ')).toContain(expected);
  });

  it.each([
    ['Wie viel kostet das Programm?', 'etwa 85 Millionen Euro'],
    ['Wer leitet das Amt für Mobilität?', 'Dr. Anna Schröder leitet das Amt'],
    ['Was sagt die Polizei zum Ausbau?', 'Auch die Polizei begrüßt den Ausbau.'],
  ])('quotes the German passage that answers %j', (question, expected) => {
    const passages = quotes(answerExtractively(germanCycling, question), germanCycling.text);
    expect(passages.join(' ')).toContain(expected);
  });

  it('answers a Japanese question from the Japanese text', () => {
    const answer = answerExtractively(japaneseLibrary, '費用は誰が負担しますか？');
    expect(quotes(answer, japaneseLibrary.text).join('')).toContain('費用の半分は国の補助金');
  });

  it('matches words whatever their accents and case', () => {
    const answer = answerExtractively(neighbourhoodCafe, 'WHEN DOES THE CAFE OPEN?');
    expect(quotes(answer, neighbourhoodCafe.text).join(' ')).toContain(
      'The café now opens at seven in the morning',
    );
    const owners = answerExtractively(neighbourhoodCafe, 'Who owns cafe rose? Elodie?');
    expect(quotes(owners, neighbourhoodCafe.text).join(' ')).toContain('Élodie Martin');
  });

  it.each([
    ['What is the capital of France?', gridBatteries],
    ['What did the author eat for breakfast?', gridBatteries],
    ['What is the weather forecast for tomorrow?', neighbourhoodCafe],
    ['Wie hoch ist der Bierpreis in Bayern?', germanCycling],
    ['What does the article say?', gridBatteries],
    ['?!', gridBatteries],
  ])('says the article does not say when nothing matches %j', (question, article) => {
    expect(answerExtractively(article, question)).toBe(AI_MESSAGES.noAnswer);
  });

  it('answers nothing from an empty article', () => {
    expect(answerExtractively({ title: '', language: null, text: '' }, 'Why?')).toBe(
      AI_MESSAGES.noAnswer,
    );
  });
});

describe('rankPassages', () => {
  it('returns verbatim passages in reading order within the limits', () => {
    const article = buildLongArticle(10_000);
    const passages = rankPassages(article, 'sodium lithium cells storage council tram', {
      limit: 6,
      maxChars: 2000,
    });
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.length).toBeLessThanOrEqual(6);
    expect(passages.reduce((sum, passage) => sum + passage.text.length, 0)).toBeLessThanOrEqual(
      2000,
    );
    const paragraphs = article.text.split('\n\n');
    for (const passage of passages) {
      expect(paragraphs[passage.paragraph]).toContain(passage.text);
      expect(passage.score).toBeGreaterThan(0);
    }
    const order = passages.map((passage) => passage.paragraph);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives nothing for a query of stop words only', () => {
    expect(rankPassages(gridBatteries, 'the and of', { limit: 3, maxChars: 1000 })).toEqual([]);
  });
});
