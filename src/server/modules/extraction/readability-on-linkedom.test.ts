// The linkedom shortcuts must not change what Readability picks or how it leaves the pick: each
// page here runs through Readability twice, with and without them, and the results must match.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { useLinkedomShortcuts } from './readability-on-linkedom';
import { readabilityKeepingTree, riverProse } from './testing/small-pages';

const PROSE = riverProse(12);

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html><head><title>Down the canyon</title>${head}</head><body>${body}</body></html>`;
}

function read(html: string, shortcuts: boolean): { html: string; byline: string | null } {
  const reader = readabilityKeepingTree(html);
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

  it('removes the same empty containers: whitespace only, or nothing but line breaks and rules', () => {
    const content = expectSameAsReadability(
      page(
        '',
        `<article><div>  \n <span> </span>\u00a0</div><section><br><hr> </section>` +
          `<div><br><p> </p></div><h2> <b></b> </h2><div> <i>kept</i> </div><div>Plain words</div>${PROSE}` +
          `<header>\n<span>\t</span><span>Spring</span></header><div><img src="/f.jpg"></div><section><br>After a break</section></article>`,
      ),
    );
    expect(content).toContain('kept');
    expect(content).toContain('Spring');
    expect(content).toContain('Plain words');
    expect(content).toContain('After a break');
  });

  it('measures the same link density on every element, to the last bit', () => {
    const { document } = parseHTML(
      page(
        '',
        `<div id="nav"><a href="#top">Top</a>  \n <a href="/a"> A  <b>bold</b> </a> text ` +
          `<a href="#"> bare hash </a><a>no href</a><a href="/x"><a href="#in">nested</a> ` +
          `outer</a><a href="/y"><a href="/e"></a>after an empty link</a></div><ul><li><a href="/l">  </a></li><li>  </li></ul>` +
          `<p>Plain <![CDATA[data]]> prose with <a href="/one">one   link</a>.</p>${PROSE}`,
      ),
    );
    type Internals = { _getLinkDensity: (el: unknown) => number };
    const plain = new Readability(document as never) as unknown as Internals;
    const fast = new Readability(document as never) as unknown as Internals;
    useLinkedomShortcuts(fast);
    expect(fast._getLinkDensity).not.toBe(plain._getLinkDensity);
    const elements = Array.from(document.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(20);
    for (const el of elements) expect(fast._getLinkDensity(el)).toBe(plain._getLinkDensity(el));
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

describe('Readability skipping the markup of its log line', () => {
  /** The pick's text nodes one by one: later steps collapse whitespace node by node. */
  function textNodes(html: string, shortcuts: boolean): string[] {
    const { document } = parseHTML(html);
    const reader = new Readability<DomElement>(document as never, {
      charThreshold: 5000, // too much for the page: every retry runs
      keepClasses: true,
      serializer: (node) => node as unknown as DomElement,
    });
    if (shortcuts) useLinkedomShortcuts(reader);
    const walker = (node: { childNodes: ArrayLike<unknown> }, out: string[]): string[] => {
      for (const child of Array.from(node.childNodes) as {
        nodeType: number;
        textContent: string;
        childNodes: ArrayLike<unknown>;
      }[])
        if (child.nodeType === 3) out.push(child.textContent);
        else walker(child, out);
      return out;
    };
    const content = reader.parse()?.content;
    return content ? walker(content as never, []) : [];
  }

  it('leaves the same text nodes and markup after retries, the pick read in full', () => {
    const html = page(
      '',
      `<div class="sidebar">Related: rivers &amp; lakes</div><article>${PROSE}` +
        `<p>Fish &amp; chips&nbsp;&nbsp;by the <b>ferry</b>, 3 &lt; 4 &gt; 2.</p></article>` +
        `<div class="comment">A comment with words &amp; more words\u00a0here.</div>`,
    );
    const nodes = textNodes(html, true);
    expect(nodes).toContain('&');
    expect(nodes).toContain('\u00a0');
    expect(nodes).toEqual(textNodes(html, false));
    expect(read(html, true)).toEqual(read(html, false));
    expect(read(html, true).html).toContain('Fish &amp; chips');
  });
});
