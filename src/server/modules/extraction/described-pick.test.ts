import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { descriptionOpensPick, isHeaderAbovePick } from './described-pick';
import { extractArticle } from './extract-article';

const OPENING =
  'The river rose two metres overnight, and the old footbridge at the mill is closed until Friday.';
const PICK = `${OPENING} Council staff will inspect it on Thursday morning.`;
const HEADER = 'Footbridge closed after flood By Ana Reyes, 3 May 2024 Follow us';

function element(html: string): DomElement {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
  return document.body!.firstElementChild as unknown as DomElement;
}

describe('descriptionOpensPick', () => {
  it('holds when the description opens the pick and not the headline block', () => {
    expect(descriptionOpensPick([OPENING], PICK, HEADER)).toBe(true);
    expect(descriptionOpensPick([null, OPENING], PICK, HEADER)).toBe(true);
  });

  it('ignores spacing differences between the description and the page text', () => {
    expect(descriptionOpensPick([OPENING], PICK.replace(', and', ',\n\nand'), HEADER)).toBe(true);
  });

  it('does not hold when the headline block has the description too (it is the post)', () => {
    expect(descriptionOpensPick([OPENING], PICK, `${HEADER} ${OPENING}`)).toBe(false);
  });

  it('does not hold for a short label or a description found nowhere', () => {
    expect(descriptionOpensPick(['Local news and weather'], PICK, HEADER)).toBe(false);
    expect(
      descriptionOpensPick(
        ['A blog about rivers, bridges and the people who look after them in our valley.'],
        PICK,
        HEADER,
      ),
    ).toBe(false);
    expect(descriptionOpensPick([], PICK, HEADER)).toBe(false);
  });
});

describe('isHeaderAbovePick', () => {
  it('holds for a headline block above the described pick', () => {
    const header = element(
      '<div><h1>Footbridge closed after flood</h1><p>By Ana Reyes, 3 May 2024</p></div>',
    );
    expect(isHeaderAbovePick(header, PICK, [OPENING])).toBe(true);
  });

  it('never overrules a post body the page marks itself', () => {
    const marked = element(
      '<div class="entry-content"><p>Photos from the weekend fair, more to come.</p></div>',
    );
    expect(isHeaderAbovePick(marked, PICK, [OPENING])).toBe(false);
  });
});

describe('extractArticle: a short post under a header block', () => {
  it('keeps the post the description opens, not the header around the headline', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Footbridge closed after flood</title>' +
      `<meta name="description" content="${OPENING}"></head><body>` +
      '<div class="c1x"><div class="c2x"><h1>Footbridge closed after flood</h1>' +
      '<p>By Ana Reyes, Valley Courier reporter, 3 May 2024</p>' +
      '<ul><li><a href="/a">About</a></li><li><a href="/b">Archive</a></li></ul></div>' +
      `<div class="c3x"><div class="c4x">${PICK}</div></div></div>` +
      '</body></html>';
    const text = extractArticle(html, 'https://example.com/bridge').textContent;
    expect(text).toContain('Council staff will inspect it');
    expect(text).not.toContain('Ana Reyes');
  });
});
