import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomDocument, DomElement } from './dom-types';
import { extractArticle } from './extract-article';
import { allowedHtmlOf, sanitizeArticleHtml } from './sanitize-html';

const BASE = 'https://blog.example.com/posts/42';
const clean = (html: string): string => sanitizeArticleHtml(html, BASE);

// SECURITY.md 14–18: each payload below must come out inert.
describe('sanitizeArticleHtml', () => {
  it('drops event handlers: <img src=x onerror>', () => {
    const out = clean('<p>Hi <img src=x onerror=alert(1)> there</p>');
    expect(out).not.toMatch(/onerror|alert/);
    expect(out).toContain('<img src="https://blog.example.com/posts/x" />');
  });

  it('drops <svg><script> and every other script', () => {
    const out = clean(
      '<p>a</p><svg><script>alert(1)</script><circle r="4"/></svg><script>alert(2)</script><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops javascript: links even when a tab or entity hides the scheme', () => {
    for (const href of [
      'java&#09;script:alert(1)',
      'java\tscript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      const out = clean(`<a href="${href}">click</a>`);
      expect(out, href).toBe('<a>click</a>');
    }
  });

  it('neutralises the math/mglyph mutation payloads', () => {
    const payloads = [
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></textarea></mtext></svg></mglyph></mi></math>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ];
    for (const payload of payloads) {
      const out = clean(`<p>before</p>${payload}<p>after</p>`);
      expect(out, payload).not.toMatch(/onerror|<math|<mglyph|<svg|<style|<textarea|<form/i);
      expect(out).toContain('<p>before</p>');
    }
  });

  it('removes forms and their controls: <form action><input type=password>', () => {
    const out = clean(
      '<p>Log in</p><form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label><select><option>one</option></select><textarea>t</textarea><button>Go</button></form>',
    );
    expect(out).not.toMatch(/<form|<input|<select|<option|<textarea|<button|evil\.example/);
  });

  it('removes <meta http-equiv=refresh>, <base>, <iframe>, <object>, <embed> and <style>', () => {
    const out = clean(
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x.swf"><style>p{color:red}</style><p>text</p>',
    );
    expect(out).toBe('<p>text</p>');
  });

  it('strips style, id, name, srcset, ping and unknown attributes', () => {
    const out = clean(
      '<p id="intro" style="position:fixed" class="lead" data-x="1" onclick="alert(1)">Hi <a href="/about" name="about" ping="https://tracker.example/" id="a1" style="color:red">about</a> <img src="/i.jpg" srcset="/i-2x.jpg 2x" alt="pic" name="n" style="x"></p>',
    );
    expect(out).not.toMatch(/\s(id|style|class|data-x|onclick|name|ping|srcset)=/);
    expect(out).toContain('alt="pic"');
  });

  it('resolves relative URLs against the page and opens links in a new tab', () => {
    const out = clean(
      '<a href="../about?x=1#team">about</a> <a href="mailto:ed@example.com">mail</a> <img src="/img/a.png" alt="">',
    );
    expect(out).toContain(
      '<a href="https://blog.example.com/about?x=1#team" target="_blank" rel="noopener noreferrer nofollow ugc">about</a>',
    );
    expect(out).toContain(
      '<a href="mailto:ed@example.com" target="_blank" rel="noopener noreferrer nofollow ugc">mail</a>',
    );
    expect(out).toContain('<img src="https://blog.example.com/img/a.png" alt="" />');
  });

  it('replaces a page-supplied target and rel', () => {
    const out = clean('<a href="https://x.example/" target="_self" rel="opener">x</a>');
    expect(out).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow ugc">x</a>',
    );
  });

  it('keeps images only with http(s) sources', () => {
    expect(
      clean(
        '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="mailto:a@b.c">',
      ),
    ).toBe('');
    expect(clean('<img src="ftp://files.example/a.png">')).toBe('');
  });

  it('keeps the reading markup: headings, lists, tables, quotes, code, figures', () => {
    const html =
      '<h2>Head</h2><ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><blockquote>q</blockquote><pre><code class="language-ts evil">let x = 1;</code></pre><figure><img src="https://x.example/a.png" alt="a" /><figcaption>cap</figcaption></figure>';
    expect(clean(html)).toBe(html.replace(' evil', ''));
  });
});

/** An empty document's body, for trees built by DOM calls rather than parsed. */
function emptyBody(): { doc: DomDocument; body: DomElement } {
  const doc = parseHTML('<!DOCTYPE html><html><head></head><body></body></html>')
    .document as unknown as DomDocument;
  return { doc, body: doc.body! };
}

// The extractor writes the article from its own tree (allowedHtmlOf), which DOM calls may have
// shaped in ways no parser would: each case below is a tree, not markup.
describe('allowedHtmlOf', () => {
  it('escapes text and attribute values that spell markup', () => {
    const { doc, body } = emptyBody();
    const p = doc.createElement('p');
    p.appendChild(doc.createTextNode('</p><script>alert(1)</script> & <b>'));
    const a = doc.createElement('a');
    a.setAttribute('href', 'https://x.example/?a=1&b="2"');
    a.setAttribute('title', '"><img src=x onerror=alert(1)>');
    a.appendChild(doc.createTextNode('link'));
    p.appendChild(a);
    body.appendChild(p);
    expect(allowedHtmlOf(body, BASE)).toBe(
      '<p>&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;' +
        '<a title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" href="https://x.example/?a=1&amp;b=%222%22" target="_blank" rel="noopener noreferrer nofollow ugc">link</a></p>',
    );
  });

  it('drops raw-text and foreign elements with their content, whatever the case of their name', () => {
    const { doc, body } = emptyBody();
    for (const name of ['SCRIPT', 'Style', 'textarea', 'TITLE', 'xmp', 'svg', 'math', 'noscript']) {
      const el = doc.createElement(name);
      el.appendChild(doc.createTextNode('<img src=x onerror=alert(1)>'));
      body.appendChild(el);
    }
    body.appendChild(doc.createTextNode('kept'));
    expect(allowedHtmlOf(body, BASE)).toBe('kept');
  });

  it('leaves comments out, even one that holds markup', () => {
    const { body } = emptyBody();
    body.innerHTML = '<p>a<!-- <img src=x onerror=alert(1)> -->b<![CDATA[<script>]]>c</p>';
    expect(allowedHtmlOf(body, BASE)).toBe('<p>abc</p>');
  });

  it('writes the content of the element, not the element itself', () => {
    const { body } = emptyBody();
    body.innerHTML = '<article lang="de"><h2>Titel</h2><p>Text</p></article>';
    expect(allowedHtmlOf(body.firstElementChild!, BASE)).toBe('<h2>Titel</h2><p>Text</p>');
    expect(
      allowedHtmlOf(body.firstElementChild!.firstElementChild!.nextElementSibling!, BASE),
    ).toBe('Text');
  });

  it('writes a tree nested 100,000 levels deep without running out of stack', () => {
    const { doc, body } = emptyBody();
    let parent = body;
    for (let i = 0; i < 100_000; i++) parent = parent.appendChild(doc.createElement('span'));
    parent.appendChild(doc.createTextNode('deep'));
    const out = allowedHtmlOf(body, BASE);
    expect(out.startsWith('<span><span>')).toBe(true);
    expect(out).toContain('deep');
    expect(out.length).toBe(100_000 * '<span></span>'.length + 'deep'.length);
  });

  it('keeps empty alt and boolean reversed, drops other empty attributes, closes col and wbr', () => {
    const out = clean(
      '<ol reversed start=""><li>x</li></ol><img src="/a.png" alt="" title="" width=""><table><colgroup><col span="2"></colgroup></table>a<wbr>b<p lang="fr" dir="">mot</p><a href="/x" lang="en">y</a>',
    );
    expect(out).toBe(
      '<ol reversed><li>x</li></ol><img src="https://blog.example.com/a.png" alt="" /><table><colgroup><col span="2"></col></colgroup></table>a<wbr></wbr>b<p lang="fr">mot</p><a href="https://blog.example.com/x" target="_blank" rel="noopener noreferrer nofollow ugc">y</a>',
    );
  });

  it('keeps the first of two attributes with one name, and decoded text as characters', () => {
    expect(clean('<img src="/first.png" src="/second.png" alt="a &amp; b">')).toBe(
      '<img src="https://blog.example.com/first.png" alt="a &amp; b" />',
    );
    expect(clean('<p>caf&eacute;&nbsp;&lt;3 &#x1F600;</p>')).toBe('<p>café\u00a0&lt;3 😀</p>');
  });

  it('makes layout blocks divs and unwraps other unlisted elements', () => {
    expect(
      clean('<nav lang="en" class="menu">a</nav><custom-card><b>b</b></custom-card><font>c</font>'),
    ).toBe('<div lang="en">a</div><b>b</b>c');
  });
});

describe('extractArticle output is sanitised', () => {
  it('carries no payload from a hostile page into content', () => {
    const prose = Array.from(
      { length: 5 },
      (_, i) =>
        `<p>Paragraph ${i}: a long enough paragraph about a quiet river, with commas, clauses, and enough words for Readability to score it as the article body of this page.</p>`,
    ).join('');
    const html = `<html><head><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/"></head><body><article>${prose}
      <p><img src=x onerror=alert(1)><a href="java&#09;script:alert(1)">link</a></p>
      <svg><script>alert(1)</script></svg>
      <math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>
      <form action="https://evil.example/"><input type="password" name="pw"></form>
      <p style="color:red" id="x" name="y"><img src="/a.jpg" srcset="/b.jpg 2x" alt="a"><a href="/next" ping="https://t.example/">the sequel</a></p>
    </article></body></html>`;
    const { content } = extractArticle(html, 'https://site.example/post');
    expect(content).toContain('Paragraph 4');
    expect(content).toContain('the sequel</a>');
    expect(content).not.toMatch(
      /onerror|javascript|<script|<svg|<math|<style|<form|<input|<meta|<base|srcset|ping=|style=|\sid=|\sname=/i,
    );
    // <base> pointing elsewhere is honoured for resolving, as a browser would, but only http(s) survives.
    expect(content).toContain('src="https://evil.example/a.jpg"');
  });
});
