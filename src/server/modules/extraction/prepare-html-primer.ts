// A fresh worker's first pages each bring markup the engine has not yet seen inside prepareHtml
// (an unquoted attribute, an upper-case tag, a head tag it drops): each time, the optimised scan
// is thrown away and compiled again, on a background thread whose CPU time counts as the page's.
// Over the first 300 train pages of the labelled sets that was 11 compilations of the scan and
// 12 of its tag reader, about a quarter of all compilation time. Reading one small page with
// every kind of markup a few times first, before the scan is optimised, leaves 3-4 and 6.
// The page also holds the rarer paths that still threw the optimised scan away later on
// (spaces around "=", a "/" in an attribute's name, formulas, a furniture block right after a
// headline or one kept for its prose), and is read once with each second opinion's options:
// over all 794 train pages of the labelled sets in one worker that took the deoptimisations of
// the scan and the body writer from 12 to 5, and the compilations of prepareHtml from 6 to 2
// (readTag 5 to 3).

import { AS_PLAIN_READABILITY, prepareHtml, WITH_SMALL_FORMS } from './prepare-html';

/** Every kind of markup prepareHtml reads differently, and text beyond Latin-1. */
export const PRIMER_PAGE = `<?xml version="1.0"?><!DOCTYPE html><!--[if IE]><html class="ie"><![endif]-->
<HTML lang=en><head><title>Primer — page</title><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><meta property="og:title" content='Primer'>
<meta name="author"><meta name="dc.creator" content="A &amp; B"><link rel="stylesheet" href="/s.css">
<link rel=canonical href="/p"><base href="/"><script type="application/ld+json">{"@type":"Article"}</script>
<script>var a = "<p>";</script><style>p{}</style></head><!-->
<BODY class="post single"><header class="site-header"><nav role="navigation"><ul><li><a href="/">Home</a>
<li><a href="#top">Top</a></ul></nav></header><main><article itemprop="articleBody" id="post-1">
<h1 CLASS="entry-title">A title</h1><p data-x='{"a":1}' style="color:red" onclick=go()>First, a < b &amp; c.
<p class=lead>Second<br/>line<br></p></br></p><div class="row"><span hidden>x</span>
<img src="/a.jpg" data-src="/b.jpg" srcset="/c.jpg 2x" width=10 height="20" alt="An image"></div>
<div class="row"><pre>  keep   space  </pre><table><tr><td>1<td>2<tr><td colspan=2>3</table></div>
<div style="display:none">hidden</div><a rel="author" href="/me">Me</a><svg><path d=""/></svg>
<template><p>t</p></template><iframe src="/f"></iframe><textarea>x</textarea><input type=text>
</article><aside class="sidebar"><p>Related</p></aside><div class="comments"><h2>Comments</h2>
<form><button>Send</button></form></div><h1>Second title</h1><div class="newsletter"><p>A note after the title.</p></div>
<div class = "row" id= row2 data-a/><br clear/><canvas/><math><mi>x</mi><mo>+</mo><mn>1</mn></math><script type="math/tex">x^2</script>
<div class="social-box"><p>A block named like furniture that holds a paragraph of prose, long enough to be weighed
again once the whole page is read, and most of this small page's text: it is kept with what it holds.</p></div></main><footer class="footer"><p>©</p></footer></BODY></HTML>`;

/** Each read's options, in turn: the second opinions' of extract-article.ts, then the page's own. */
const PRIMER_READS = [WITH_SMALL_FORMS, AS_PLAIN_READABILITY, {}, {}, {}];

/** Reads PRIMER_PAGE a few times; for a worker about to extract pages (a millisecond or two). */
export function primePrepareHtml(): void {
  for (let i = 0; i < 10; i++) prepareHtml(PRIMER_PAGE, PRIMER_READS[i % PRIMER_READS.length]);
}
