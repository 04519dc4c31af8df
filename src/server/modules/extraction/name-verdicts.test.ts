import { describe, expect, it } from 'vitest';
import { NameVerdicts, ownCopy } from './name-verdicts';

describe('NameVerdicts', () => {
  it('judges a name once and answers again from what it kept, a null verdict too', () => {
    const judged: string[] = [];
    const verdicts = new NameVerdicts((name) => {
      judged.push(name);
      return name.includes('share') ? 'furniture' : null;
    });
    expect(verdicts.of('share-bar')).toBe('furniture');
    expect(verdicts.of('share-bar')).toBe('furniture');
    expect(verdicts.of('entry-content')).toBeNull();
    expect(verdicts.of('entry-content')).toBeNull();
    expect(judged).toEqual(['share-bar', 'entry-content']);
    verdicts.clear();
    expect(verdicts.of('share-bar')).toBe('furniture');
    expect(judged).toHaveLength(3);
  });

  it('empties itself when its names would pass the character bound', () => {
    let judgements = 0;
    const verdicts = new NameVerdicts(() => ++judgements);
    const long = (i: number) => `${i}-${'x'.repeat(300_000)}`;
    for (let i = 0; i < 4; i++) verdicts.of(long(i)); // the fourth passes 1,000,000 characters
    expect(verdicts.of(long(3))).toBe(4);
    expect(verdicts.of(long(0))).toBe(5); // forgotten when the store emptied
  });

  it('copies a name into a string of its own', () => {
    expect(ownCopy('comments-area')).toBe('comments-area');
  });
});
