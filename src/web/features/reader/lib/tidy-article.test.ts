import { describe, expect, it } from 'vitest';
import { isBoilerplateText, tidyArticle } from '@/web/features/reader/lib/tidy-article';

function tidy(html: string, byline: string | null = null): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  tidyArticle(root, { byline });
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

describe('tidyArticle (issue #17: the byline shown once)', () => {
  it('drops a first line that is only the byline shown above the title', () => {
    expect(tidy('<p>By Mara Ellison</p><p>In a narrow workshop.</p>', 'By Mara Ellison')).toBe(
      '<p>In a narrow workshop.</p>',
    );
    // Written another way: with or without "By", other case, spacing or a trailing dot.
    expect(tidy('<p>by  MARA ellison.</p><p>Text.</p>', 'Mara Ellison')).toBe('<p>Text.</p>');
    expect(tidy('<p>Mara Ellison</p><p>Text.</p>', 'By Mara Ellison')).toBe('<p>Text.</p>');
  });

  it('finds it inside wrappers and inline markup, and keeps the wrapper', () => {
    expect(
      tidy(
        '<div><div><p><a href="https://e.com/mara"><strong>By Mara Ellison</strong></a></p></div><p>Text.</p></div>',
        'By Mara Ellison',
      ),
    ).toBe('<div><p>Text.</p></div>');
  });

  it('drops it as bare text at the start of the article', () => {
    expect(tidy('By Mara Ellison<p>Text.</p>', 'By Mara Ellison')).toBe('<p>Text.</p>');
    expect(tidy('By Mara Ellison and friends<p>Text.</p>', 'By Mara Ellison')).toBe(
      'By Mara Ellison and friends<p>Text.</p>',
    );
  });

  it('skips a leading figure and its caption', () => {
    expect(
      tidy(
        '<figure><img src="https://e.com/x.png" alt=""><figcaption>A bench.</figcaption></figure><p>By Mara Ellison</p><p>Text.</p>',
        'By Mara Ellison',
      ),
    ).toBe(
      '<figure><img src="https://e.com/x.png" alt=""><figcaption>A bench.</figcaption></figure><p>Text.</p>',
    );
  });

  it('keeps the text when the first line says more than the byline, or later lines match', () => {
    for (const html of [
      '<p>By Mara Ellison, who has bound books for thirty years.</p><p>Text.</p>',
      '<p>Text.</p><p>By Mara Ellison</p>',
      '<p>By Mara Ellison <em>and</em> Tomas Reyes</p>',
    ])
      expect(tidy(html, 'By Mara Ellison'), html).toBe(html);
    // Without a byline there is nothing to compare with.
    expect(tidy('<p>By Mara Ellison</p>', null)).toBe('<p>By Mara Ellison</p>');
    expect(tidy('<p>By</p><p>Text.</p>', ' by ')).toBe('<p>By</p><p>Text.</p>');
  });
});
