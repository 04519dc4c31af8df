import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findHintedContent } from './content-hints';
import type { DomDocument, DomElement } from './dom-types';
import { headlineSegment, withHeadlineSegments } from './title-segments';

function body(html: string): DomElement {
  return parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document
    .body as unknown as DomElement;
}

describe('headlineSegment', () => {
  it('takes the longest part of a title joined by separators', () => {
    expect(headlineSegment('Bird Notes » Archive » Swifts are back early', null)).toBe(
      'Swifts are back early',
    );
    expect(headlineSegment('Bird Notes: Swifts are back early', null)).toBe(
      'Swifts are back early',
    );
    expect(headlineSegment('Swifts are back early | Bird Notes', null)).toBe(
      'Swifts are back early',
    );
  });

  it('leaves out the part that is the site name, even when it is the longest', () => {
    expect(headlineSegment('The Long Garden Diary: Frost tonight', 'the long garden diary')).toBe(
      'Frost tonight',
    );
    expect(headlineSegment('The Long Garden Diary: Frost tonight', 'THE LONG GARDEN DIARY!')).toBe(
      'Frost tonight',
    );
  });

  it('does not cut inside words or at a hyphen without spaces', () => {
    expect(headlineSegment('Half-term plans for rainy days', null)).toBeNull();
    expect(headlineSegment('Ratio 3:2 explained', null)).toBeNull();
  });
});

describe('withHeadlineSegments', () => {
  it("adds each title's headline segment after it, with the first h1 as the site name", () => {
    const root = body('<h1>Bird Notes</h1><h2>Swifts</h2>');
    expect(withHeadlineSegments(['Bird Notes » Swifts'], root)).toEqual([
      'Bird Notes » Swifts',
      'Swifts',
    ]);
    expect(withHeadlineSegments(['One part only'], root)).toEqual(['One part only']);
  });
});

describe('the block around a headline that is a small part of the title', () => {
  const POST = 'Born last night, seven pounds, and already louder than the kettle.';
  const page = (title: string) =>
    parseHTML(
      `<!DOCTYPE html><html><head><title>${title}</title></head><body>` +
        '<div id="top"><h1><a href="/">Study Corner</a></h1><p>Notes on learning well</p></div>' +
        `<div id="post"><h2><a href="/new">A new arrival</a></h2><p>${POST}</p></div>` +
        '<div id="side"><p>I write about study habits and how people learn, every week since 2007.</p></div>' +
        '</body></html>',
    ).document as unknown as DomDocument;

  it('is found by the headline segment of a title full of site and section names', () => {
    const title = 'Study Corner » Blog Archive » A new arrival';
    expect(findHintedContent(page(title), [title])?.getAttribute('id')).toBe('post');
  });
});
