import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import { dropIconControls } from './icon-controls';
import { ferryParagraph as paragraph, pageWithBody as docOf } from './testing/small-pages';

describe('dropIconControls', () => {
  it('removes a print control and a "read more" link drawn with an icon', () => {
    const doc = docOf(`<article>${paragraph(1)}
      <div class="tools"><div style="cursor: pointer"><i class="fa fa-print"></i> <span>Print</span></div></div>
      ${paragraph(2)}<a href="/more"><i class="icon-arrow"></i> Read more</a></article>`);
    expect(dropIconControls(doc)).toBe(2);
    const text = doc.body?.textContent ?? '';
    expect(text).not.toContain('Print');
    expect(text).not.toContain('Read more');
    expect(text).toContain('(2)');
  });

  it('keeps icons beside content: headings, list items, dates and counts, longer labels', () => {
    const doc = docOf(`<article>
      <h2><i class="icon-leaf"></i> Ingredients</h2>
      <ul><li><i class="icon-check"></i> Lemons</li><li><i class="icon-check"></i> Sugar</li></ul>
      <span><i class="icon-calendar"></i> 19.11.2021</span>
      <a href="#comments"><i class="icon-comment"></i> 17</a>
      <div><i class="icon-info"></i> The ferry leaves from the northern pier at dawn</div>
      <p><i class="icon-quote"></i> Quoted</p>
      <p>Open <span><i class="icon-gear"></i> Settings</span> and choose the harbour.</p>
      <div><i class="icon-photo"></i> <span>Harbour</span> ${paragraph(1)}</div>
      <i>italic words</i>
    </article>`);
    expect(dropIconControls(doc)).toBe(0);
  });

  it('keeps the "more" control of a teaser card, so the card goes whole with its link', () => {
    const card = (n: number) =>
      `<article class="teaser"><img src="/p${n}.jpg"><h3>Another harbour story ${n}</h3>` +
      `<p>A short summary of another story about ferries.</p>` +
      `<a href="/story-${n}"><span><i></i></span> Read more</a></article>`;
    const doc = docOf(`<article>${paragraph(1)}${paragraph(2)}
      <a href="/print"><i></i> Print</a></article><section>${card(1)}${card(2)}</section>`);
    expect(dropIconControls(doc)).toBe(1);
    const text = doc.body?.textContent ?? '';
    expect(text).not.toContain('Print');
    expect(text.match(/Read more/g)).toHaveLength(2);
  });

  it('stops at the icon cap on a page of thousands of controls', () => {
    const doc = docOf(`${paragraph(1)}${'<a href="#"><i class="i"></i> Share</a>'.repeat(5000)}`);
    expect(dropIconControls(doc)).toBe(300);
  });

  it('leaves the control out of the extracted article', () => {
    const html = `<!DOCTYPE html><html><head><title>Ferry</title></head><body><article>
      <h1>Ferry</h1>${paragraph(1)}${paragraph(2)}${paragraph(3)}
      <div class="print-box"><span><i class="fa fa-print"></i></span><span>drukuj</span></div>
      ${paragraph(4)}</article></body></html>`;
    const { textContent } = extractArticle(html, 'https://example.com/ferry');
    expect(textContent).toContain('(4)');
    expect(textContent).not.toContain('drukuj');
  });

  it('leaves out a control drawn with an inline SVG icon', () => {
    const html = `<!DOCTYPE html><html><head><title>Ferry</title></head><body><article>
      <h1>Ferry</h1>${paragraph(1)}${paragraph(2)}${paragraph(3)}
      <a class="recipe-link" href="/print/1"><span><svg viewBox="0 0 24 24"><path d="M19 5H5v14h14z"/></svg></span> Print recipe</a>
      ${paragraph(4)}</article></body></html>`;
    const { textContent } = extractArticle(html, 'https://example.com/ferry');
    expect(textContent).toContain('(4)');
    expect(textContent).not.toContain('Print recipe');
  });
});
