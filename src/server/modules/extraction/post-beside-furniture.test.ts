import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { normalizedText, type DomElement } from './dom-types';
import { isPostBesideFurniture, mayHoldPostBesideFurniture } from './post-beside-furniture';
import { articleRoot } from './testing/article-root';

const POST =
  '<div id="post"><h2>Issue one is out</h2><p>We finally sent the first issue to the printer, ' +
  'and the shop opens on Monday with a new website.</p></div>';
const WIDGETS =
  '<div><h3>Follow us</h3><ul><li><a href="/rss">Feed of every post</a></li>' +
  '<li><a href="/mail">Subscribe by email</a></li><li><a href="/about">About the magazine</a></li>' +
  '<li><a href="/store">Subscriptions and back issues</a></li><li><a href="/contact">Contact the editors</a></li></ul></div>';
const FEED = '<p><a href="/rss">Feed of every post</a></p>';
const PROSE =
  '<div><p>The issue has forty pages of essays on small tools, each one written by a reader, ' +
  'and the printer kept the paper we asked for after weeks of back and forth.</p></div>';

/** The pick (the root of `pickHtml`) and the post (#post in a separate parse of `postHtml`). */
function judge(pickHtml: string, postHtml = POST): boolean {
  const pick = articleRoot(pickHtml);
  const post = articleRoot(postHtml).querySelector('#post') as DomElement;
  return isPostBesideFurniture(pick, normalizedText(pick), post);
}

describe('isPostBesideFurniture', () => {
  it('takes the post when the pick adds mostly links around it (a sidebar of widgets)', () => {
    expect(judge(POST + WIDGETS)).toBe(true);
  });

  it('keeps the pick when it adds prose beside the post (the body next to the headline block)', () => {
    expect(judge(POST + PROSE + FEED)).toBe(false);
  });

  it('keeps the pick when the post is most of it, or not in it', () => {
    expect(judge(POST + FEED)).toBe(false);
    const other =
      '<div id="post"><h2>Another issue</h2><p>Entirely different words here.</p></div>';
    expect(judge(POST + WIDGETS, other + WIDGETS)).toBe(false);
  });

  it('does not look for the post in a pick with next to no links', () => {
    const pick = articleRoot(POST + PROSE);
    expect(mayHoldPostBesideFurniture(pick, normalizedText(pick))).toBe(false);
    const withWidgets = articleRoot(POST + WIDGETS);
    expect(mayHoldPostBesideFurniture(withWidgets, normalizedText(withWidgets))).toBe(true);
  });

  it('keeps a long pick: a real article column', () => {
    expect(judge(POST + WIDGETS.repeat(14))).toBe(false);
  });
});

describe('extractArticle: a short post beside a sidebar, names meaning nothing', () => {
  const post =
    '<div><h2>Issue one of the magazine is out</h2><div><span>By Kim Lindqvist, 2 May 2024</span></div>' +
    '<p>We finally sent the first issue to the printer (<a href="/shop">and the shop opens on Monday</a>).</p></div>';
  const sidebar =
    '<div><a href="/rss">Feed of every post</a> <a href="/mail">or subscribe by email</a></div>' +
    '<div><h3>About the magazine</h3><p>A print magazine of the best essays on small tools. <a href="/about">Learn more »</a></p></div>' +
    '<div><p><a href="/store">Subscriptions start at 29 a year »</a></p></div>';
  const footer =
    '<div><div><h4>About us</h4><ul><li><a href="/about">About</a></li><li><a href="/blog">Read our blog</a></li></ul></div>' +
    '<div><h4>Subscription</h4><ul><li><a href="/account">Subscriber area</a></li><li><a href="/refund">Refund policy</a></li></ul></div>' +
    '<div><h4>Get in touch</h4><ul><li><a href="/contact">Contact us</a></li><li><a href="/feedback">Give feedback</a></li></ul></div></div>' +
    '<p>The magazine is published by <a href="/owner">Small Tools Media</a> and not affiliated with <a href="/forum">the forum</a> in any way. <a href="/follow">Follow us</a></p>';

  it('keeps the headline and the post, and leaves the sidebar and the footer out', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Issue one of the magazine is out - Small Tools Blog</title></head><body>' +
      `<div class="a1"><h1><a href="/"><img src="/logo.png"></a></h1></div><div class="a2"><div><div>${post}</div></div>` +
      `<div>${sidebar}</div><div>${footer}</div></div></body></html>`;
    const { textContent } = extractArticle(html, 'https://example.com/issue-one');
    expect(textContent).toContain('Issue one of the magazine is out');
    expect(textContent).toContain('We finally sent the first issue');
    expect(textContent).not.toContain('subscribe by email');
    expect(textContent).not.toContain('Refund policy');
  });
});
