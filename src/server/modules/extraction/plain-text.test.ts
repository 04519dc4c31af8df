import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { toPlainText } from './plain-text';

function text(html: string): string {
  const { document } = parseHTML(`<html><body><div id="root">${html}</div></body></html>`);
  return toPlainText(document.getElementById('root') as unknown as DomElement);
}

describe('toPlainText', () => {
  it('puts a blank line between blocks and a line break for <br> and list items', () => {
    expect(
      text(
        '<h2>Title</h2><p>One   two\n three.</p><p>Four<br>five</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Title\n\nOne two three.\n\nFour\nfive\n\na\nb');
  });

  it('drops the private-use characters it marks breaks with from the page’s own text', () => {
    expect(text('<p>a\uE000b \uE001 c</p><p>d\uE002e</p><pre>f\uE000\ng</pre>')).toBe(
      'ab c\n\nde\n\nf\ng',
    );
  });

  it('never leaves 3+ line breaks or runs of spaces outside code', () => {
    expect(text('<p>a</p><div><div><p>b</p></div></div><br><br><br><br><p>c      d</p>')).toBe(
      'a\n\nb\n\nc d',
    );
  });

  it('keeps code blocks as written, apart from collapsing 3+ blank lines', () => {
    expect(text('<p>Run:</p><pre><code>if (x) {\n    go();\n\n\n\n}</code></pre>')).toBe(
      'Run:\n\nif (x) {\n    go();\n\n}',
    );
  });

  it('separates table cells and skips images', () => {
    expect(
      text(
        '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table><img src="x.png" alt="x">',
      ),
    ).toBe('a b\nc d');
  });

  it('reads ruby text without its pronunciation guide, as the words are written', () => {
    expect(
      text('<p><ruby>東京<rp>(</rp><rt>とうきょう</rt><rp>)</rp></ruby>に行きました。</p>'),
    ).toBe('東京に行きました。');
  });
});
