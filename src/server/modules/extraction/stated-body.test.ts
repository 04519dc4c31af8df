import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomDocument } from './dom-types';
import { extractArticle } from './extract-article';
import { elementShowing, statedBodyText } from './stated-body';
import { prose } from './test-fixtures/recovery-pages';

const URL_ = 'https://rivers.example.org/2024/canyon';

/** The plain text of prose(), as a page's JSON-LD states it (paragraphs on their own lines). */
const statedProse = (count: number, theme = 'canyon') =>
  parseHTML(`<html><body>${prose(count, theme).replaceAll('</p>', '</p>\n')}</body></html>`)
    .document.body.textContent;

const doc = (body: string) =>
  parseHTML(`<html><body>${body}</body></html>`).document as unknown as DomDocument;

/**
 * A story whose opening (three paragraphs, enough to pass for an article) is shown and whose
 * rest waits behind a "read more" button, with the page's JSON-LD stating `articleBody`.
 */
function teaserPage(articleBody: string): string {
  const ld = JSON.stringify({ '@type': 'NewsArticle', headline: 'Down the canyon', articleBody });
  return `<!DOCTYPE html><html><head><title>Down the canyon | River Notes</title>
<script type="application/ld+json">${ld}</script></head><body>
<nav><a href="/">Home</a> <a href="/rivers">Rivers</a></nav>
<article><h1>Down the canyon</h1>${prose(3)}
<div class="rest" hidden>${prose(12).replaceAll('Part ', 'Section ')}</div>
<button>Read more</button></article>
<footer><a href="/about">About</a></footer></body></html>`;
}

const START = 'The first boats left the put-in at dawn, and the guides counted every paddle twice.';
const END = 'By evening the camp was quiet, and the river ran on below the stars all night.';

const WHOLE_STORY = `${statedProse(3)}\n${statedProse(12).replaceAll('Part ', 'Section ')}`;

describe('statedBodyText', () => {
  it('takes the stated text as plain text, without markup, whitespace collapsed', () => {
    expect(statedBodyText(`<p>${'Words of the story. '.repeat(30)}</p>\n<p>End.</p>`)).toBe(
      `${'Words of the story. '.repeat(30)}End.`,
    );
  });

  it('ignores a stated body too short to check a pick against', () => {
    expect(statedBodyText('A teaser of two sentences. Read the rest in the app.')).toBeNull();
    expect(statedBodyText(null)).toBeNull();
  });
});

describe('elementShowing', () => {
  it('finds the smallest element that shows the whole stated text', () => {
    const page = doc(`<main><aside><p>Other news</p></aside><div id="story"><h2>Title</h2>
      <section>${prose(4)}</section></div></main>`);
    expect(elementShowing(page, statedProse(4))?.tagName).toBe('SECTION');
  });

  it('finds the text when the page’s blocks touch where the stated text has line breaks', () => {
    const page = doc(`<div id="a">${prose(2)}</div><div id="b">${prose(2)}</div>`);
    expect(elementShowing(page, statedProse(2))?.getAttribute('id')).toBe('a');
  });

  it('finds nothing when the page does not show the stated text', () => {
    expect(elementShowing(doc(`<div>${prose(4)}</div>`), statedProse(4, 'desert'))).toBeNull();
    // The stated end before its start on the page: not the same text.
    const reordered = doc(`<div><p>${END}</p>${prose(4)}<p>${START}</p></div>`);
    expect(elementShowing(reordered, `${START} ${statedProse(4)} ${END}`)).toBeNull();
    expect(
      elementShowing(
        doc(`<div><p>${START}</p>${prose(4)}<p>${END}</p></div>`),
        `${START} ${statedProse(4)} ${END}`,
      ),
    ).not.toBeNull();
  });

  it('finds nothing when the page shows both ends but not most of the words between', () => {
    const between = (topic: string) =>
      `Words about ${topic}, their shapes and their weather. `.repeat(20);
    const page = doc(
      `<div><p>${START}</p><p>${between('deserts and dunes')}</p><p>${END}</p></div>`,
    );
    expect(elementShowing(page, `${START} ${between('deserts and dunes')} ${END}`)).not.toBeNull();
    expect(
      elementShowing(page, `${START} ${between('lakes, fjords and glaciers')} ${END}`),
    ).toBeNull();
  });
});

describe('extractArticle: the article text a page states in its JSON-LD', () => {
  it('takes the element showing the stated story when the pick holds under half of it', () => {
    const text = extractArticle(teaserPage(WHOLE_STORY), URL_).textContent;
    expect(text).toContain('Part 1 of the canyon story');
    expect(text).toContain('Section 12 of the canyon story');
    expect(text).not.toContain('Read more');
    expect(text).not.toContain('Home');
  });

  it('keeps what the page shows when the stated text is not on the page', () => {
    const text = extractArticle(teaserPage(statedProse(15, 'desert')), URL_).textContent;
    expect(text).toContain('Part 3 of the canyon story');
    expect(text).not.toContain('Section');
  });

  it('keeps what the page shows when the stated text is a short teaser', () => {
    const text = extractArticle(teaserPage(statedProse(1)), URL_).textContent;
    expect(text).toContain('Part 3 of the canyon story');
    expect(text).not.toContain('Section');
  });
});
