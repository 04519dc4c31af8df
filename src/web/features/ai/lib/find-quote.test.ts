import { afterEach, describe, expect, it, vi } from 'vitest';
import { findQuote } from '@/web/features/ai/lib/find-quote';
import { QUOTE_HIGHLIGHT_NAME, showQuoteInArticle } from '@/web/features/ai/lib/highlight-quote';

function body(html: string): HTMLElement {
  const root = document.createElement('div');
  // Test fixture only: the article body is built from trusted literal markup here.
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('findQuote', () => {
  it('finds a quote across elements, line breaks and typographic quotes', () => {
    const root = body(
      '<p>In a narrow   workshop\nabove a <em>bakery</em>, Mara\u2019s press</p><p>waits for paper.</p>',
    );
    const range = findQuote(root, "workshop above a bakery, Mara's press waits");
    expect(range?.toString()).toBe('workshop\nabove a bakery, Mara\u2019s presswaits');
    expect(findQuote(root, '\u201cIN A NARROW WORKSHOP\u201d')?.toString()).toBe(
      'In a narrow   workshop',
    );
  });

  it('finds the longest piece of a quote cut with an ellipsis', () => {
    const root = body('<p>The binder sews each signature by hand, then glues the spine.</p>');
    expect(findQuote(root, 'The binder sews … glues the spine')?.toString()).toBe(
      'The binder sews',
    );
  });

  it('answers null for words the article does not contain, or too few to place', () => {
    const root = body('<p>In a narrow workshop above a bakery.</p>');
    expect(findQuote(root, 'a quiet library by the sea')).toBeNull();
    expect(findQuote(root, 'a')).toBeNull();
  });
});

describe('showQuoteInArticle without the Custom Highlight API', () => {
  it('marks the quote, one at a time, and leaves the text as it was', () => {
    const root = body('<p>First part of the <b>text</b> here.</p><p>Second paragraph of it.</p>');
    const text = root.textContent;
    expect(showQuoteInArticle(root, 'part of the text here')).toBe(true);
    expect(
      Array.from(root.querySelectorAll('mark'))
        .map((mark) => mark.textContent)
        .join('|'),
    ).toBe('part of the |text| here');
    expect(showQuoteInArticle(root, 'Second paragraph of it')).toBe(true);
    expect(Array.from(root.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual([
      'Second paragraph of it',
    ]);
    expect(root.textContent).toBe(text);
    expect(showQuoteInArticle(root, 'not in this article at all')).toBe(false);
  });
});

describe('showQuoteInArticle with the Custom Highlight API', () => {
  it('highlights the range without touching the article', () => {
    const highlights = new Map<string, unknown>();
    class FakeHighlight {
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    }
    vi.stubGlobal('CSS', { highlights });
    vi.stubGlobal('Highlight', FakeHighlight);
    const root = body('<p>First part of the <b>text</b> here.</p>');
    expect(showQuoteInArticle(root, 'part of the text')).toBe(true);
    const highlight = highlights.get(QUOTE_HIGHLIGHT_NAME) as FakeHighlight;
    expect(highlight.ranges[0]?.toString()).toBe('part of the text');
    expect(root.querySelector('mark')).toBeNull();
  });
});
