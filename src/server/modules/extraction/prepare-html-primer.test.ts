import { describe, expect, it } from 'vitest';
import { prepareHtml } from './prepare-html';
import { PRIMER_PAGE, primePrepareHtml } from './prepare-html-primer';

describe('the prepareHtml primer', () => {
  it('takes the scan through each kind of markup it reads differently', () => {
    const { html, jsonLd } = prepareHtml(PRIMER_PAGE);
    expect(jsonLd).toEqual(['{"@type":"Article"}']);
    // head tags read and dropped
    expect(html).toContain('<link rel="canonical" href="/p"><base href="/">');
    expect(html).toContain('<meta name="dc.creator" content="A &amp; B">');
    expect(html).not.toMatch(/stylesheet|viewport|charset|name="author"/);
    // quoted, unquoted and self-closing markup, upper-case names, stray end tags, class keys
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 class="entry-title">A title</h1>');
    expect(html).toContain('<td colspan="2">3');
    expect(html).toContain('<p>Second<br />line<br></p><br><p></p><div class="_c0">');
    expect(html).toContain('width="10" height="20" alt="An image">');
    expect(html).toContain('<pre>  keep   space  </pre>');
    expect(html).toContain('<a rel="author" href="/me">Me</a>');
    // spaces around "=", a "/" after a name, formulas, a furniture block after a headline
    // (left out) and one holding prose (kept once the page is read)
    expect(html).toContain('<h1>Second title</h1><div class="_c0" /><br /> x + 1  x^2 ');
    expect(html).not.toContain('A note after the title');
    expect(html).toContain('<div class="social-box"><p>A block named like furniture');
    // hidden blocks, furniture and elements without article text left out
    expect(html).not.toMatch(/hidden|Related|Comments|Home|<svg|<template|<iframe|<input|<script/);
  });

  it('leaves prepareHtml as it was', () => {
    const page = '<head><title>T</title></head><body><div class="row"><p>x</p></div></body>';
    const before = prepareHtml(page);
    primePrepareHtml();
    expect(prepareHtml(page)).toEqual(before);
  });
});
