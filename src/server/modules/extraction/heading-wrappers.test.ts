import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { outermostHeadingWrapper } from './heading-wrappers';
import { cleanPage } from './boilerplate-cleanup';

function pageWith(bodyHtml: string): { body: DomElement; heading: DomElement } {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${bodyHtml}</body></html>`);
  const body = document.body as unknown as DomElement;
  const heading = document.querySelector('h2') as unknown as DomElement;
  return { body, heading };
}

describe('outermostHeadingWrapper', () => {
  it('climbs out of wrappers that hold only the heading', () => {
    const { body, heading } = pageWith(
      '<main><div id="a">\n<div id="b"> <h2>Comments</h2> </div></div><p>First!</p></main>',
    );
    expect(outermostHeadingWrapper(heading, body).getAttribute('id')).toBe('a');
  });

  it('stays at the heading when its parent holds more', () => {
    const { body, heading } = pageWith('<div><h2>Comments</h2><p>First!</p></div>');
    expect(outermostHeadingWrapper(heading, body)).toBe(heading);
    const withText = pageWith('<div>Read the <h2>Comments</h2></div>');
    expect(outermostHeadingWrapper(withText.heading, withText.body)).toBe(withText.heading);
  });

  it('never climbs to the root', () => {
    const { body, heading } = pageWith('<h2>Comments</h2>');
    expect(outermostHeadingWrapper(heading, body)).toBe(heading);
  });
});

describe('cleanPage with a wrapped comments heading', () => {
  const story =
    '<p>The guides scouted every rapid before they committed the boats to it, and the river rose all week.</p>'.repeat(
      4,
    );

  it('removes the comments that follow the wrapper, not only the heading', () => {
    const { document } = parseHTML(
      `<!DOCTYPE html><html><body><div><div>${story}</div>` +
        '<div><h2>Comments</h2></div>' +
        '<div><p>Great trip, thanks for sharing.</p><p>Posted by: Ann at 7:12 AM</p></div>' +
        '<div><p>We ran that river in May.</p><p>Posted by: Bo at 7:50 AM</p></div>' +
        '</div></body></html>',
    );
    cleanPage(document as never);
    const text = document.body.textContent ?? '';
    expect(text).toContain('The guides scouted every rapid');
    expect(text).not.toContain('Great trip');
    expect(text).not.toContain('We ran that river');
  });
});
