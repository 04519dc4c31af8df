import { describe, expect, it } from 'vitest';
import { parseSummary } from './parse-summary';

describe('parseSummary', () => {
  it('takes the bullet lines of every usual kind, trimmed, and skips the rest', () => {
    expect(
      parseSummary(
        'Summary of the article:\n\n- First.  \n  * Second.\n• Third.\n2) Fourth.\n10. Fifth.\nThanks!',
      ),
    ).toEqual(['First.', 'Second.', 'Third.', 'Fourth.', 'Fifth.']);
  });

  it('keeps at most five', () => {
    const text = Array.from({ length: 7 }, (_, i) => `- Point ${i + 1}.`).join('\n');
    expect(parseSummary(text)).toEqual([
      'Point 1.',
      'Point 2.',
      'Point 3.',
      'Point 4.',
      'Point 5.',
    ]);
  });

  it('keeps markdown inside a bullet as it is', () => {
    expect(parseSummary('- **Costs** rise by 3%.\n- A second.')).toEqual([
      '**Costs** rise by 3%.',
      'A second.',
    ]);
  });

  it('splits prose into sentences when the model wrote no bullets', () => {
    expect(parseSummary('The tide goes out. Pools remain!\nCrabs hide in them?')).toEqual([
      'The tide goes out.',
      'Pools remain!',
      'Crabs hide in them?',
    ]);
    expect(parseSummary('潮が引く。岩のくぼみに水が残る。', 'ja')).toEqual([
      '潮が引く。',
      '岩のくぼみに水が残る。',
    ]);
  });

  it('reads a hyphen without a space as prose, not as a bullet', () => {
    expect(parseSummary('-5 degrees at night.')).toEqual(['-5 degrees at night.']);
  });

  it('throws when nothing is left', () => {
    expect(() => parseSummary('')).toThrow();
    expect(() => parseSummary(' \n - \n * ')).toThrow();
  });
});
