import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { keepNamedHeadings } from './named-headings';
import {
  ferryParagraph as paragraph,
  pageWithBody as docOf,
  FERRY_SENTENCE as sentence,
} from './testing/small-pages';

// A site builder's page: every heading and every text block is a module, and the heading's
// module and id are named "header". (Readability itself drops a wrapper whose text is under 25
// characters, named or not, so the headings here are longer.)
const builderPage = `<div id="content">
  <div class="module j-header"><h2 id="cc-header-1">Timetable for the summer season</h2></div>
  <div class="module j-text">${paragraph(1)}${paragraph(2)}</div>
  <div class="module j-header"><h3 id="cc-header-2">Fares and tickets for every crossing</h3></div>
  <div class="module j-text">${paragraph(3)}${paragraph(4)}</div>
</div>`;

describe('keepNamedHeadings', () => {
  it('unnames a section heading and the box that holds only it', () => {
    const doc = docOf(builderPage);
    expect(keepNamedHeadings(doc)).toBe(2);
    const heading = doc.querySelector('h2')!;
    expect(heading.hasAttribute('id')).toBe(false);
    expect(heading.parentElement!.hasAttribute('class')).toBe(false);
    // The text modules are not headings' boxes: their names stay.
    expect(doc.querySelector('.j-text')).not.toBeNull();
  });

  it('leaves a widget heading in a small block beside the article', () => {
    const doc = docOf(
      `<article>${paragraph(1)}${paragraph(2)}${paragraph(3)}${paragraph(4)}</article>
      <div class="sidebar-box"><div class="box-header"><h3>Latest stories</h3></div>
      <div class="box-content">${paragraph(5)}</div></div>`,
    );
    expect(keepNamedHeadings(doc)).toBe(0);
    expect(doc.querySelector('.box-header')).not.toBeNull();
  });

  it('leaves a heading that opens no prose (a gallery, a list of links)', () => {
    const doc = docOf(
      `<div>${paragraph(1)}${paragraph(2)}
      <h2 class="gallery-header">Pictures</h2><div><img src="a.jpg"><img src="b.jpg"></div>
      <h2 class="list-header">More</h2><ul><li><a href="/a">${sentence}</a></li></ul></div>`,
    );
    expect(keepNamedHeadings(doc)).toBe(0);
  });

  it('weighs at most 100 named headings on a page', () => {
    const sections = Array.from(
      { length: 150 },
      (_, i) => `<h2 class="x-header">Section ${i}</h2>${paragraph(i)}`,
    ).join('');
    expect(keepNamedHeadings(docOf(`<div>${sections}</div>`))).toBe(100);
  });

  it('leaves headings whose names Readability keeps', () => {
    const doc = docOf(`<div><h2 class="title">Timetable</h2>${paragraph(1)}${paragraph(2)}</div>`);
    expect(keepNamedHeadings(doc)).toBe(0);
    expect(doc.querySelector('h2')!.getAttribute('class')).toBe('title');
  });
});

describe('extractArticle with section headings named "header"', () => {
  it('keeps the section headings in the article', () => {
    const html = `<html><head><title>Ferry</title></head><body>${builderPage}</body></html>`;
    const text = extractArticle(html, 'https://example.com/ferry').textContent;
    expect(text).toContain('Timetable for the summer season');
    expect(text).toContain('Fares and tickets for every crossing');
    expect(text).toContain('(4)');
  });
});
