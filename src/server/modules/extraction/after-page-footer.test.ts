import { describe, expect, it } from 'vitest';
import { isPageFooter, judgedAfterFooter } from './after-page-footer';
import type { TagInfo } from './body-writer';
import { extractArticle } from './extract-article';
import { prepareHtml } from './prepare-html';

const prose = (n: number): string => 'Words of an actual article, long enough to read. '.repeat(n);
const bodyOf = (html: string): string =>
  prepareHtml(html).html.replace(/^.*<body>|<\/body><\/html>$/g, '');
const tag = (name: string, role = ''): TagInfo => ({
  name,
  attrs: '',
  selfClosing: false,
  className: '',
  id: '',
  role,
  itemprop: '',
  hidden: false,
});

const article = `<div><article><p>${prose(12)}</p></article></div>`;
const footer =
  '<div><footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></div>';
const dialog =
  '<div><h2>Make us your start page</h2><ul><li><div>Open the settings of your browser.</div></li>' +
  '<li><div>Choose the general settings and the start page.</div></li>' +
  '<li><div>Type in our address and close the settings again.</div></li></ul></div>';

describe('after the page footer', () => {
  it('leaves out a dialog the page writes after its footer', () => {
    const out = bodyOf(`<body>${article}${footer}${dialog}</body>`);
    expect(out).toContain(prose(12));
    expect(out).not.toContain('start page');
  });

  it('keeps the same block before the footer, and a page without a footer as it is', () => {
    expect(bodyOf(`<body>${article}${dialog}${footer}</body>`)).toContain('start page');
    expect(bodyOf(`<body>${article}${dialog}</body>`)).toContain('start page');
  });

  it('keeps prose and a headline that come after the footer', () => {
    const long = bodyOf(`<body>${footer}<div><p>${prose(30)}</p></div></body>`);
    expect(long).toContain(prose(30));
    const headline = bodyOf(`<body>${footer}<div><h1>The headline</h1><p>A line.</p></div></body>`);
    expect(headline).toContain('The headline');
  });

  it('does not count a footer inside a figure, a section or deep in the layout', () => {
    const caption = `<body><div><figure><img src="a.jpg"><footer>Photo: agency</footer></figure></div>${dialog}</body>`;
    expect(bodyOf(caption)).toContain('start page');
    const section = `<body><section><footer><a href="/t">Tags</a></footer></section>${dialog}</body>`;
    expect(bodyOf(section)).toContain('start page');
    const deep = `<body><div><div><div><div><footer><a href="/t">Tags</a></footer></div></div></div></div>${dialog}</body>`;
    expect(bodyOf(deep)).toContain('start page');
  });

  it('does not count a footer that holds prose (kept for the page to judge)', () => {
    const page = `<body><footer><p>${prose(30)}</p></footer>${dialog}</body>`;
    expect(bodyOf(page)).toContain('start page');
  });

  it('knows the page footer by its tag or its role, and judges blocks only after it', () => {
    expect(isPageFooter(tag('footer'), ['div', 'div'])).toBe(true);
    expect(isPageFooter(tag('div', 'contentinfo'), [])).toBe(true);
    expect(isPageFooter(tag('div'), [])).toBe(false);
    expect(isPageFooter(tag('footer'), ['article'])).toBe(false);
    expect(isPageFooter(tag('footer'), ['div', 'div', 'div', 'div'])).toBe(false);
    expect(judgedAfterFooter('div', true)).toBe(true);
    expect(judgedAfterFooter('div', false)).toBe(false);
    expect(judgedAfterFooter('span', true)).toBe(false);
  });

  it('keeps the dialog out of the article when Readability takes a wrapper and its siblings', () => {
    const sentence = (i: number): string =>
      `<p>Paragraph ${i} of the story, with enough words in it to be read as prose by anyone, ` +
      'and a comma, or two, for the scorer to count as sentences of a real article.</p>';
    const story = [1, 2, 3, 4, 5, 6].map(sentence).join('');
    const page =
      '<html><body><div><a href="/">Home</a></div>' +
      `<div><div class="content"><main><article>${story}</article><div><a href="/a">Home page</a></div></main>` +
      '<aside role="complementary"><a href="/x">Another story</a></aside></div></div>' +
      footer +
      '<div><h2>Make us your start page</h2><div>First, open the settings of your browser, then, its menu.</div>' +
      '<div>Then, choose the general settings, and, the start page.</div>' +
      '<div>Last, type in our address, and, close the settings again.</div></div></body></html>';
    const text = extractArticle(page, 'https://example.com/story').textContent;
    expect(text).toContain('Paragraph 6 of the story');
    expect(text).not.toContain('settings');
  });
});
