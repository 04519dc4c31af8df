import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { liesFarFromHeadline, roomForGap } from './headline-distance';

const words = (theme: string, n: number): string =>
  `The ${theme} goes on for a while, sentence after sentence, as real text does. `.repeat(n);
const bodyOf = (html: string): DomElement | null =>
  parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document
    .body as unknown as DomElement | null;

const ARTICLE = words('article', 40); // about 3,000 characters
const COMMENT = words('comment', 6);
const SIDEBAR = words('sidebar', 6);
const page = bodyOf(
  `<aside><p>${SIDEBAR}</p></aside><h1>The headline</h1><div><p>${ARTICLE}</p></div><div><p>${COMMENT}</p></div>`,
);

describe('liesFarFromHeadline', () => {
  it('is false for the article that follows the headline', () => {
    expect(liesFarFromHeadline(page, ARTICLE)).toBe(false);
  });

  it('is true for a short block after the article, the article between it and the headline', () => {
    expect(liesFarFromHeadline(page, COMMENT)).toBe(true);
  });

  it('is false when the pick is long enough to be the article itself', () => {
    const long = bodyOf(`<h1>The headline</h1><p>${ARTICLE}</p><p>${ARTICLE}</p>`);
    expect(liesFarFromHeadline(long, ARTICLE)).toBe(false);
  });

  it('measures a pick before the headline from its end', () => {
    const left = bodyOf(
      `<aside><p>${SIDEBAR}</p></aside><div>${ARTICLE}</div><h1>The headline</h1>`,
    );
    expect(liesFarFromHeadline(left, SIDEBAR)).toBe(true);
    expect(liesFarFromHeadline(page, SIDEBAR)).toBe(false);
  });

  it('is false without a headline, a body, or a pick it can find on the page', () => {
    expect(liesFarFromHeadline(bodyOf(`<p>${ARTICLE}</p><p>${COMMENT}</p>`), COMMENT)).toBe(false);
    expect(liesFarFromHeadline(null, COMMENT)).toBe(false);
    expect(liesFarFromHeadline(page, 'Text that appears nowhere on this page at all.')).toBe(false);
    expect(liesFarFromHeadline(page, 'Short')).toBe(false);
  });
});

describe('roomForGap', () => {
  it('needs more text beside the pick than the gap liesFarFromHeadline asks for', () => {
    expect(roomForGap(900, 'A short pick of a few words.')).toBe(false);
    expect(roomForGap(1100, 'A short pick of a few words.')).toBe(true);
    expect(roomForGap(1100, COMMENT)).toBe(COMMENT.length * 2 < 1100);
    expect(roomForGap(3 * COMMENT.length, COMMENT)).toBe(true);
  });
});
