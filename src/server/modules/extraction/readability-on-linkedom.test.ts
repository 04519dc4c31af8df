// The linkedom shortcuts must not change what Readability picks or how it leaves the pick: each
// page here runs through Readability twice, with and without them, and the results must match.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { useLinkedomShortcuts } from './readability-on-linkedom';

const PROSE = Array.from(
  { length: 12 },
  (_, i) =>
    `<p>Paragraph ${i + 1} follows the river down the canyon, past the old mill and the ferry ` +
    `landing, where the water slows and the walls rise a little higher with every bend.</p>`,
).join('\n');

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html><head><title>Down the canyon</title>${head}</head><body>${body}</body></html>`;
}

function read(html: string, shortcuts: boolean): { html: string; byline: string | null } {
  const { document } = parseHTML(html);
  const reader = new Readability<DomElement>(document as never, {
    charThreshold: 500,
    nbTopCandidates: 5,
    keepClasses: true,
    serializer: (node) => node as unknown as DomElement,
  });
  if (shortcuts) useLinkedomShortcuts(reader);
  const result = reader.parse();
  return { html: result?.content?.innerHTML ?? '', byline: result?.byline ?? null };
}

function expectSameAsReadability(html: string): string {
  const withShortcuts = read(html, true);
  expect(withShortcuts).toEqual(read(html, false));
  return withShortcuts.html;
}

describe('Readability with the linkedom shortcuts', () => {
  it('unwraps javascript: links as Readability does, keeping their text', () => {
    const content = expectSameAsReadability(
      page(
        '',
        `<article>${PROSE}<p>Open the <a href="javascript:void(0)">map</a>, or the ` +
          `<a href="javascript:show()"><b>photos</b> of the <i>ferry</i></a>, or ` +
          `<a href="/trail">the trail</a> and <a href="#notes">the notes</a>.</p></article>`,
      ),
    );
    expect(content).not.toContain('javascript:');
    expect(content).toContain('<span><b>photos</b> of the <i>ferry</i></span>');
    expect(content).toContain('href="/trail"');
  });

  it('lets Readability resolve links itself on a page with a <base>', () => {
    const content = expectSameAsReadability(
      page(
        '<base href="https://rivers.example.org/guide/">',
        `<article>${PROSE}<p>See <a href="trail">the trail</a> and ` +
          `<img src="ferry.jpg" alt="The ferry">.</p></article>`,
      ),
    );
    expect(content).toContain('href="https://rivers.example.org/guide/trail"');
    expect(content).toContain('src="https://rivers.example.org/guide/ferry.jpg"');
  });

  it('finds the same byline, marked or named, and skips long ones', () => {
    const marked = page('', `<article><a rel="author" href="/ana">Ana Ruiz</a>${PROSE}</article>`);
    expect(read(marked, true).byline).toBe('Ana Ruiz');
    expectSameAsReadability(marked);
    expectSameAsReadability(
      page('', `<article><div class="byline">By ${'very '.repeat(30)}long</div>${PROSE}</article>`),
    );
    expectSameAsReadability(
      page('', `<article><span itemprop="author">Li Wen</span>${PROSE}</article>`),
    );
  });
});
