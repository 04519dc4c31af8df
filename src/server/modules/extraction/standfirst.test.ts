// The standfirst a page sets apart from its body, found by the page's own description (issue #20).

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { extractArticle } from './extract-article';
import { toPlainText } from './plain-text';
import { prependStandfirst } from './standfirst';

const URL_ = 'https://rivers.example.org/2024/canyon-flood';
const STANDFIRST =
  'After three days of rain the river rose four metres in a night, and the lower canyon road is closed until the spring.';
const body = (n: number): string =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Paragraph ${i + 1} of the flood story. The rangers counted the damage along the road, bridge by bridge, and wrote down what each crossing would need before the first visitors return.</p>`,
  ).join('');

/** A news page: the standfirst in the header beside the headline, the body in its own block. */
function page({
  description = STANDFIRST,
  standfirst = `<p class="dek">${STANDFIRST}</p>`,
}: { description?: string; standfirst?: string } = {}): string {
  return `<!DOCTYPE html><html><head><title>The canyon road is closed</title>
    <meta name="description" content="${description}"></head><body>
    <header><h1>The canyon road is closed</h1>${standfirst}</header>
    <div class="story">${body(8)}</div>
    <footer><p>© 2024 Rivers Example</p></footer></body></html>`;
}

describe('extractArticle: the standfirst set apart from the body', () => {
  it('puts the block that carries the page’s description in front of the article', () => {
    const text = extractArticle(page(), URL_).textContent;
    expect(text.startsWith(STANDFIRST)).toBe(true);
    expect(text).toContain('Paragraph 8 of the flood story');
    expect(text.split(STANDFIRST)).toHaveLength(2);
  });

  it('matches a description cut short with an ellipsis', () => {
    const cut = `${STANDFIRST.slice(0, 100)}…`;
    const text = extractArticle(page({ description: cut }), URL_).textContent;
    expect(text.startsWith(STANDFIRST)).toBe(true);
  });

  it('adds nothing when the description is written for search results only', () => {
    const other =
      'Everything you need to know about the flood in the canyon this week, from road closures to refunds.';
    const text = extractArticle(page({ description: other }), URL_).textContent;
    expect(text).not.toContain(STANDFIRST);
    expect(text.startsWith('Paragraph 1')).toBe(true);
  });

  it('adds nothing when the description is only a link, or a block much longer than it', () => {
    const linked = extractArticle(
      page({ standfirst: `<p><a href="/other-story">${STANDFIRST}</a></p>` }),
      URL_,
    ).textContent;
    expect(linked).not.toContain(STANDFIRST);
    const tagline = `<div class="masthead">Rivers Example, the weekly of the canyon country. ${STANDFIRST} Subscribe for the whole season of stories and photographs from the river.</div>`;
    const container = extractArticle(page({ standfirst: tagline }), URL_).textContent;
    expect(container).not.toContain(STANDFIRST);
  });

  it('leaves an article that holds its description already as it is', () => {
    const html = page({
      description: 'Paragraph 1 of the flood story. The rangers counted the damage along the road',
    });
    const text = extractArticle(html, URL_).textContent;
    expect(text.startsWith('Paragraph 1 of the flood story')).toBe(true);
    expect(text.split('Paragraph 1 of the flood story')).toHaveLength(2);
  });
});

describe('prependStandfirst', () => {
  it('finds the standfirst in any part of the page set aside, in the order given', () => {
    const { document } = parseHTML(
      `<!DOCTYPE html><html><body><div id="rest"><p>Weather for the week ahead.</p></div>` +
        `<div id="aside"><p>${STANDFIRST}</p></div><div id="article">${body(2)}</div></body></html>`,
    );
    const byId = (id: string) => document.getElementById(id) as unknown as DomElement;
    const article = byId('article');
    const changed = prependStandfirst(
      article,
      toPlainText(article),
      [byId('rest'), null, byId('aside')],
      [null, STANDFIRST],
    );
    expect(changed).toBe(true);
    expect(toPlainText(article).startsWith(STANDFIRST)).toBe(true);
    expect(prependStandfirst(article, toPlainText(article), [byId('aside')], [STANDFIRST])).toBe(
      false,
    );
  });
});
