import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { prepareHtml } from './prepare-html';

describe('prepareHtml', () => {
  it('drops scripts, styles, inline SVG, comments and form controls but keeps JSON-LD for metadata', () => {
    const { html, jsonLd } = prepareHtml(
      '<html><head><style>p{}</style><script type="application/ld+json">{"@type":"Article"}</script></head><body><!-- note --><p>a</p><script>if (a < b) { document.write("</p>") }</script><svg><title>icon</title><path d="M0"/></svg><input type="text"><select><option>x</option></select><p>b</p></body></html>',
    );
    // The SVG, an icon, leaves the empty <i> an icon font would draw (icon-controls.ts).
    expect(html).toBe(
      '<!DOCTYPE html><html><head></head><body><p>a</p><i></i><p>b</p></body></html>',
    );
    expect(jsonLd).toEqual(['{"@type":"Article"}']);
  });

  it('leaves an empty <i> for an icon drawn in SVG, and nothing for an SVG with words (a chart)', () => {
    const { html } = prepareHtml(
      '<body><a href="/print"><span><svg viewBox="0 0 24 24"><use href="#printer"/></svg></span> Print</a>' +
        '<figure><svg><rect width="4" height="9"/><text x="0" y="9">Rainfall</text></svg></figure></body>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head></head><body><a href="/print"><span><i></i></span> Print</a><figure></figure></body></html>',
    );
  });

  it('rebuilds one html/head/body shell from a head before the doctype and conditional comments', () => {
    const { html } = prepareHtml(
      '<head><title>T</title><meta name="description" content="d"></head><!DOCTYPE html><!--[if IE 8]><html class="ie8"><![endif]--><!--[if gt IE 8]><!--><html lang="en"><!--<![endif]--><html class="x"><body class="post"><div>text</div></body></html>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>T</title><meta name="description" content="d"></head><body class="post"><div>text</div></body></html>',
    );
    const { document } = parseHTML(html);
    expect(document.body.textContent).toBe('text');
    expect(document.title).toBe('T');
  });

  it('moves meta and link tags found in the body into the head', () => {
    const { html } = prepareHtml(
      '<body><div><meta itemprop="datePublished" content="2020-01-01"><p>x</p></div><link rel="canonical" href="/c"></body>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta itemprop="datePublished" content="2020-01-01"><link rel="canonical" href="/c"></head><body><div><p>x</p></div></body></html>',
    );
  });

  it('keeps only attributes extraction reads', () => {
    const { html } = prepareHtml(
      `<div class="clearfix grid-4" id="x9" onclick="go()" data-track="1" style="color:red" title="t"><a href="/a" rel="nofollow" target="_blank">a</a><img src="/i.jpg" data-src="/big.jpg" width="1" height="1" alt="i"><p class="hentry" style="color: red; display: none">s</p><p class="entry-content" id="comments">p</p></div>`,
    );
    expect(html).toContain(
      '<div><a href="/a">a</a><img src="/i.jpg" data-src="/big.jpg" width="1" height="1" alt="i">',
    );
    expect(html).toContain('<p class="hentry" style="display:none">s</p>');
    expect(html).toContain('<p class="entry-content" id="comments">p</p>');
  });

  it('drops whitespace-only text next to block tags, keeps it between inline tags and inside <pre>', () => {
    const { html } = prepareHtml(
      '<body>\n  <div>\n    <p>one</p>\n    <p><a href="/a">a</a> <b>b</b></p>\n  </div>\n<pre>  x\n\n  y  </pre></body>',
    );
    expect(html).toContain(
      '<div><p>one</p><p><a href="/a">a</a> <b>b</b></p></div><pre>  x\n\n  y  </pre>',
    );
  });

  it('keeps quoted attribute values that contain ">" intact', () => {
    const { html } = prepareHtml(
      '<p><a href="/q?a>b" onclick="if (a > b) go()">link</a> after</p>',
    );
    expect(html).toContain('<p><a href="/q?a>b">link</a> after</p>');
  });

  it('reads an unterminated script as the rest of the page, as browsers do', () => {
    const { html } = prepareHtml('<p>before</p><script>var x = "<p>never</p>";');
    expect(html).toContain('<body><p>before</p></body>');
  });

  it('keeps a class two containers share as a short key, so Readability can still join siblings', () => {
    const { html } = prepareHtml(
      '<div class="row x1"><p>a</p></div><div class="row x2"></div><div class="row x1"><p>b</p></div><p class="row x1">c</p>',
    );
    expect(html).toContain(
      '<body><div class="_c0"><p>a</p></div><div></div><div class="_c0"><p>b</p></div><p>c</p></body>',
    );
  });

  it('reads "<!-->" as an empty comment and ends an unclosed <title> at the next tag', () => {
    const { html } = prepareHtml(
      '<head><!--><title>T<meta name="author" content="b"></head><p>x</p>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>T</title><meta name="author" content="b"></head><body><p>x</p></body></html>',
    );
  });

  it('keeps only the head tags extraction reads: rel=canonical, <base>, and metas with content that name a read key', () => {
    const { html } = prepareHtml(
      '<head><link rel="stylesheet" href="/s.css"><link rel="Canonical" href="/c">' +
        '<link rel="alternate icon" href="/i"><base href="/b/"><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width"><meta name="theme-color" content="#fff">' +
        '<meta property="og:title fb:app_id" content="T"><meta NAME="Description" content="d">' +
        '<meta name="sailthru.author"><meta itemprop="datePublished" content="2020-01-01">' +
        '<meta property="article:author" content="A"><meta name="weibo:article:create_at" content="x">' +
        '<meta http-equiv="content-language" content="de"></head><p>x</p>',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="Canonical" href="/c"><base href="/b/">' +
        '<meta property="og:title fb:app_id" content="T"><meta name="Description" content="d">' +
        '<meta itemprop="datePublished" content="2020-01-01"><meta property="article:author" content="A">' +
        '<meta http-equiv="content-language" content="de"></head><body><p>x</p></body></html>',
    );
  });
});
