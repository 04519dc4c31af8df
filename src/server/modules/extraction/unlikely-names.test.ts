import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { extractArticle } from './extract-article';
import { isNamedUnlikely } from './unlikely-names';

function element(attributes: string): DomElement {
  const { document } = parseHTML(
    `<!DOCTYPE html><html><body><div ${attributes}></div></body></html>`,
  );
  return document.body.firstElementChild as unknown as DomElement;
}

const story = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: the river rose through the night and the town moved its boats uphill, street by street, before the bridge closed at dawn.</p>`,
).join('');

/** A story whose sponsor label sits in wrappers of its own above the headline. */
function pageWithLabel(wrapperAttributes: string, slugAttributes: string): string {
  return `<!DOCTYPE html><html><head><title>The river rose</title></head><body><article><header><div ${wrapperAttributes}><div ${slugAttributes}><p>Presented by our partner</p></div><div class="ad"></div></div><h1>The river rose</h1></header>${story}</article></body></html>`;
}

describe('isNamedUnlikely', () => {
  it('is true for a name Readability strips before scoring', () => {
    expect(isNamedUnlikely(element('id="sponsor-wrapper"'))).toBe(true);
    expect(isNamedUnlikely(element('class="x1 page-footer"'))).toBe(true);
  });

  it('is false when the name also reads as content, or says nothing', () => {
    expect(isNamedUnlikely(element('class="footer-content"'))).toBe(false);
    expect(isNamedUnlikely(element('class="x1 y2"'))).toBe(false);
    expect(isNamedUnlikely(element(''))).toBe(false);
  });
});

describe('unwrapping paragraphs keeps the names Readability reads', () => {
  it('leaves a label in wrappers Readability strips out of the article', () => {
    const html = pageWithLabel('id="sponsor-wrapper"', 'id="sponsor-slug"');
    const text = extractArticle(html, 'https://example.com/river').textContent;
    expect(text).toContain('Paragraph 6');
    expect(text).not.toContain('Presented by our partner');
  });

  it('still lets bare wrappers give way to their paragraph', () => {
    const html = pageWithLabel('class="x1"', 'class="y2"');
    const text = extractArticle(html, 'https://example.com/river').textContent;
    expect(text).toContain('Presented by our partner');
  });
});
