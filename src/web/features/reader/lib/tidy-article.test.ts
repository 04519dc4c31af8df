import { describe, expect, it } from 'vitest';
import { isBoilerplateText, tidyArticle } from '@/web/features/reader/lib/tidy-article';

function tidy(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  tidyArticle(root);
  return root.innerHTML;
}

describe('tidyArticle (spec "Article reader": boilerplate and line breaks)', () => {
  it('recognises paywall and subscribe lines by their text', () => {
    for (const text of [
      'Subscribe to continue reading.',
      'Already a subscriber? Sign in.',
      'Sign in to keep reading',
      'Become a member today',
      "You've reached your limit of free articles this month.",
      'This article is only available to subscribers.',
    ])
      expect(isBoilerplateText(text), text).toBe(true);
    for (const text of [
      'The subscribers of the old newspaper met every week.',
      'Subscribe',
      'She had already read the book twice.',
    ])
      expect(isBoilerplateText(text), text).toBe(false);
  });

  it('drops boilerplate blocks, never the article around them', () => {
    expect(
      tidy('<div><p>Real text.</p><p>Subscribe to continue reading.</p><p>More text.</p></div>'),
    ).toBe('<div><p>Real text.</p><p>More text.</p></div>');
  });

  it('keeps long paragraphs that merely start like boilerplate', () => {
    const long = `Subscribe to continue reading was the sign on the door, ${'and the story goes on '.repeat(12)}`;
    expect(tidy(`<p>${long}</p>`)).toBe(`<p>${long}</p>`);
  });

  it('keeps images without a source, for the article body to show a placeholder', () => {
    expect(tidy('<p>a<img alt="gone"><img src="https://e.com/x.png" alt="kept"></p>')).toBe(
      '<p>a<img alt="gone"><img src="https://e.com/x.png" alt="kept"></p>',
    );
  });

  it('collapses 3+ line breaks to two and drops empty spacer paragraphs', () => {
    expect(tidy('<p>a<br><br><br> <br>b</p>')).toBe('<p>a<br><br> b</p>');
    expect(
      tidy('<p>a</p><p>&nbsp;</p><p> </p><p>b</p><p><img src="https://e.com/x.png"></p>'),
    ).toBe('<p>a</p><p>b</p><p><img src="https://e.com/x.png"></p>');
  });
});
