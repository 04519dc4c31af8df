import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_ELEMENTS } from './body-writer';
import { MAX_ATTRIBUTES, prepareHtml } from './prepare-html';
import {
  deeplyNestedPage,
  manyAttributesPage,
  strayEndTagsPage,
  widePage,
} from './testing/hostile-page';

const prose = (n: number): string => 'Words of an actual article, long enough to read. '.repeat(n);
const bodyOf = (html: string): string =>
  prepareHtml(html).html.replace(/^.*<body>|<\/body><\/html>$/g, '');

describe('BodyWriter (through prepareHtml)', () => {
  it('leaves out blocks that are furniture beyond doubt', () => {
    const out = bodyOf(
      `<body><div class="share-bar"><a href="/t">Tweet</a> <a href="/f">Share</a></div><p>${prose(2)}</p>` +
        `<div id="comments"><div class="comment"><p>${prose(30)}</p></div></div><nav><a href="/">Home</a></nav>` +
        `<form action="/search"><button>Go</button></form><footer>© Example</footer></body>`,
    );
    expect(out).toBe(`<p>${prose(2)}</p>`);
  });

  it('writes out small forms when asked, their controls still left out', () => {
    const page = `<body><p>${prose(2)}</p><form action="/subscribe"><p><label>Your email</label></p><input type="email"></form></body>`;
    expect(bodyOf(page)).toBe(`<p>${prose(2)}</p>`);
    const kept = prepareHtml(page, { keepSmallForms: true }).html;
    expect(kept).toContain('<form><p><label>Your email</label></p></form>');
  });

  it('keeps doubtful blocks for the DOM pass: a headline, a marked body, or real prose inside', () => {
    const headline = bodyOf(
      '<body><div class="sidebar"><h1>The headline</h1><p>x</p></div></body>',
    );
    expect(headline).toContain('<h1>The headline</h1>');
    const marked = bodyOf(
      '<body><div id="comments"><div itemprop="articleBody"><p>text</p></div></div></body>',
    );
    expect(marked).toContain('itemprop="articleBody"');
    const prosy = bodyOf(`<body><aside><p>${prose(8)}</p></aside></body>`);
    expect(prosy).toContain('<aside>');
  });

  it('keeps a block named like furniture when it is the first text after the headline', () => {
    const notice = `<div class="cmp_notice">${prose(3)}</div>`;
    const page = (between: string): string =>
      bodyOf(
        `<body><nav class="crumbs"><ol><li><h1>Submissions</h1></li></ol></nav>${between}${notice}` +
          `<div class="main"><p>${prose(40)}</p></div></body>`,
      );
    expect(page('')).toContain('class="cmp_notice"');
    // Other text between the headline and the block: it is judged by its name as before.
    expect(page('<p>Posted on a Tuesday.</p>')).not.toContain('cmp_notice');
    // A sentence of a few words is too little to be the page's text.
    expect(
      bodyOf(
        '<body><h1>Submissions</h1><div class="cmp_notice">Log in to go on.</div>' +
          `<p>${prose(40)}</p></body>`,
      ),
    ).not.toContain('cmp_notice');
  });

  it('lets a short block kept after the headline vouch for no other block of its class', () => {
    const out = bodyOf(
      `<body><h1>Submissions</h1><div class="cmp_notice">${prose(3)}</div><p>${prose(40)}</p>` +
        `<div class="cmp_notice">${prose(5)} Elsewhere.</div></body>`,
    );
    expect(out.match(/cmp_notice/g)?.length).toBe(1);
    expect(out).not.toContain('Elsewhere.');
  });

  it('drops a furniture block with some prose only when the rest of the page holds more', () => {
    const sidebar = `<div class="sidebar"><p>${prose(6)}</p></div>`;
    expect(bodyOf(`<body><article><p>${prose(40)}</p></article>${sidebar}</body>`)).not.toContain(
      'sidebar',
    );
    // On a page that is little more than this block, cleanPage gets to judge it.
    expect(bodyOf(`<body><p>Short.</p>${sidebar}</body>`)).toContain('sidebar');
  });

  it('tells how much prose it left out, and writes such blocks out when asked', () => {
    const sidebar = `<div class="sidebar"><p>${prose(6)}</p><a href="/more">More</a></div>`;
    const page = `<body><article><p>${prose(40)}</p></article>${sidebar}<form><p>${prose(2)}</p></form></body>`;
    const prepared = prepareHtml(page);
    expect(prepared.html).not.toContain('sidebar');
    expect(prepared.leftOutProseChars).toBe(prose(6).length);
    const kept = prepareHtml(page, { keepFurnitureProse: true, keepSmallForms: true }).html;
    expect(kept).toContain(`<div class="sidebar"><p>${prose(6)}</p>`);
    expect(kept).toContain(`<form><p>${prose(2)}</p></form>`);
    expect(prepareHtml(`<body><p>${prose(2)}</p></body>`).leftOutProseChars).toBe(0);
  });

  it('judges an outer block with the blocks it contains, as the DOM pass would', () => {
    // The inner comment thread goes, but its prose still counts for the sidebar around it.
    const out = bodyOf(
      `<body><div class="sidebar"><p>About us</p><div class="comments"><p>${prose(8)}</p></div></div></body>`,
    );
    expect(out).toBe('<div class="sidebar"><p>About us</p></div>');
  });

  it('ends a block where the parser would: implied end tags and an ancestor’s end tag', () => {
    // The unclosed share <div> ends with its <section>; the article after it survives.
    const out = bodyOf(
      `<body><section><div class="share"><a href="/x">Share</a></section><div class="entry"><p>${prose(1)}</p></div></body>`,
    );
    expect(out).toBe(`<section></section><div class="entry"><p>${prose(1)}</p></div>`);
    // A stray end tag closes nothing.
    expect(
      bodyOf('<body><div class="share"></span><a href="/x">Share</a></div><p>after</p></body>'),
    ).toBe('<p>after</p>');
  });

  it('keeps a block that is still open when the page ends only if it deserves to', () => {
    expect(bodyOf('<body><p>text</p><div class="related"><a href="/a">Other story</a>')).toBe(
      '<p>text</p>',
    );
  });

  describe('bounds what a hostile page makes the parser build', () => {
    const depthOf = (html: string): number => {
      let depth = 0;
      let deepest = 0;
      for (const [, close] of html.matchAll(/<(\/?)(?:div|span|p)\b/g)) {
        depth += close ? -1 : 1;
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    const elementsIn = (html: string): number => html.match(/<[a-z]/g)?.length ?? 0;

    it('leaves out tags nested past MAX_DEPTH but keeps their text', () => {
      const out = bodyOf(deeplyNestedPage());
      expect(depthOf(out)).toBe(MAX_DEPTH);
      expect(out).toContain('Deep text.');
      expect(out.length).toBeLessThan(MAX_DEPTH * 12 + 1_000);
    });

    it('matches end tags to the tags that were left out, so the page after them is unchanged', () => {
      const deep = 2 * MAX_DEPTH;
      const out = bodyOf(
        `<body>${'<div>'.repeat(deep)}<p>inside</p>${'</div>'.repeat(deep)}<section><p>after</p></section></body>`,
      );
      // The <p> too is past the limit: its text stays, in the deepest <div> kept.
      expect(out).toBe(
        `${'<div>'.repeat(MAX_DEPTH)}inside${'</div>'.repeat(MAX_DEPTH)}<section><p>after</p></section>`,
      );
    });

    it('ignores stray end tags under deep nesting without searching the whole stack each time', () => {
      const out = bodyOf(strayEndTagsPage());
      expect(depthOf(out)).toBe(MAX_DEPTH);
      expect(out).toContain('Text.');
    });

    it('writes only text past MAX_ELEMENTS', () => {
      const out = bodyOf(widePage());
      expect(elementsIn(out)).toBe(MAX_ELEMENTS);
      expect(out.split('word word').length - 1).toBe(120_000); // no text is lost
    });

    it('reads at most MAX_ATTRIBUTES attributes of a tag', () => {
      const out = bodyOf(manyAttributesPage());
      expect(out.match(/ href=/g)?.length).toBeLessThanOrEqual(MAX_ATTRIBUTES);
      expect(out).toContain('Text.');
    });
  });
});
