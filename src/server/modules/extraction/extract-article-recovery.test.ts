// Issue #20, "no catastrophic pages": pages whose article is fully present in the HTML must not
// come out (nearly) empty. One test per cause, on hand-written pages (test-fixtures).

import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';
import {
  ARTICLE_NAMED_LIKE_FURNITURE,
  COMPONENT_CLASSES,
  DAMAGED_PROLOGUE,
  FORMULA_ARTICLE,
  GREETING_MARKED_AS_CONTENT,
  hiddenRest,
  INTRO,
  LIST_NOTES_WITH_FORM,
  NOTES_COMMENT,
  NO_SHELL,
  PRODUCT_IN_FORM,
  SHORT_POST_FAR_FROM_FOOTER_NOTE,
  SHORT_POST_HIDDEN_TERMS,
  SPLIT_BODY,
  STORY_IN_FURNITURE_NAMED_BLOCK,
  TABLE_ARTICLE,
} from './test-fixtures/recovery-pages';

const URL_ = 'https://rivers.example.org/2024/canyon';
const LAST_PART = 'Part 6 of the canyon story';

describe('extractArticle: articles that used to come out (nearly) empty', () => {
  it('joins a body split into sibling blocks that share a class name, as Readability does', () => {
    const text = extractArticle(SPLIT_BODY, URL_).textContent;
    expect(text).toContain(INTRO);
    expect(text).toContain('Part 10 of the canyon story');
  });

  it('reads a page without html/head/body tags that starts with stray text', () => {
    const article = extractArticle(NO_SHELL, URL_);
    expect(article.textContent).toContain(LAST_PART);
    expect(article.textContent).not.toContain('undefined index');
    expect(article.title).toBe('Down the canyon');
  });

  it('is not blinded by an empty "<!-->" comment or an unclosed <title>', () => {
    const article = extractArticle(DAMAGED_PROLOGUE, URL_);
    expect(article.textContent).toContain(LAST_PART);
    expect(article.title).toBe('Down the canyon');
  });

  it('keeps story blocks whose class looks like furniture when the same class holds prose', () => {
    const text = extractArticle(COMPONENT_CLASSES, URL_).textContent;
    expect(text).toContain('Part 8 of the canyon story');
    expect(text).toContain(INTRO.replace('first', 'last'));
  });

  it('keeps Readability’s pick when the cleanup would leave next to nothing of it', () => {
    const text = extractArticle(ARTICLE_NAMED_LIKE_FURNITURE, URL_).textContent;
    expect(text).toContain(INTRO);
    expect(text).toContain('Part 14 of the canyon story');
  });

  it.each([['hidden'], ['style="display:none"'], ['aria-hidden="true"']])(
    'reads the rest of a story the page hides behind a button (%s)',
    (hiding) => {
      const text = extractArticle(hiddenRest(hiding), URL_).textContent;
      expect(text).toContain(INTRO);
      expect(text).toContain('Part 8 of the canyon story');
      expect(text).not.toContain('Subscribe');
      expect(text).not.toContain('session has ended');
    },
  );

  it('keeps a short post as the page shows it when what it hides is something else', () => {
    const text = extractArticle(SHORT_POST_HIDDEN_TERMS, URL_).textContent;
    expect(text).toContain(INTRO);
    expect(text).not.toContain('licence');
  });

  it('keeps a formula in its sentence, and an inline SVG out of it', () => {
    const article = extractArticle(FORMULA_ARTICLE, URL_);
    expect(article.textContent).toContain('The flow is Q = vA at every gauge');
    expect(article.textContent).toContain('and v \\approx 2 \\text{ m/s} in the narrows.');
    expect(article.textContent).toContain('An icon marks each gauge on the map.');
    expect(article.content).not.toContain('<svg');
  });

  it('reads a story that is mostly a table', () => {
    const text = extractArticle(TABLE_ARTICLE, URL_).textContent;
    expect(text).toContain(INTRO);
    expect(text).toContain('Gauge 30 on the upper canyon reach');
  });

  it('reads the notes below the headline, not the comment that won once the small form was left out', () => {
    const text = extractArticle(LIST_NOTES_WITH_FORM, URL_).textContent;
    expect(text).toContain('Item 1: the build system');
    expect(text).toContain('Item 15: the build system');
    expect(text).not.toContain(NOTES_COMMENT.trim());
  });

  it('reads a story the cleanup left out as a block named like furniture, as Readability picks it', () => {
    const text = extractArticle(STORY_IN_FURNITURE_NAMED_BLOCK, URL_).textContent;
    expect(text).toContain('Part 1 of the canyon story');
    expect(text).toContain('Part 4 of the canyon story');
    expect(text).not.toContain('Another week on the water');
  });

  it('reads a product description that sits in the order form', () => {
    const text = extractArticle(PRODUCT_IN_FORM, URL_).textContent;
    expect(text).toContain('Price: 480.00 EUR');
    expect(text).toContain('Part 3 of the raft story');
  });

  it('reads the stories after a greeting the page marks as its main content', () => {
    const text = extractArticle(GREETING_MARKED_AS_CONTENT, URL_).textContent;
    expect(text).toContain('Part 5 of the canyon story');
    expect(text).toContain('Part 5 of the portage story');
  });

  it('keeps a short post when the longer block the cleanup removed lies far from the headline', () => {
    const text = extractArticle(SHORT_POST_FAR_FROM_FOOTER_NOTE, URL_).textContent;
    expect(text).toContain(INTRO);
    expect(text).not.toContain('of the blog story');
  });
});
