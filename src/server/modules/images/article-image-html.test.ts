import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../extraction/sanitize-html';
import { articleImageSources, rewriteArticleImages } from './article-image-html';

const stored = (html: string) => sanitizeArticleHtml(html, 'https://news.example/story');

describe('articleImageSources', () => {
  it('lists each image source once, in document order, decoded', () => {
    const html = stored(
      '<p>a</p><img src="/b.png?x=1&amp;y=2" alt="b"><figure><img src="https://cdn.example/a.jpg"></figure><img src="/b.png?x=1&y=2">',
    );
    expect(articleImageSources(html)).toEqual([
      'https://news.example/b.png?x=1&y=2',
      'https://cdn.example/a.jpg',
    ]);
  });

  it('reads quoted values holding ">" and ignores text that only looks like a tag', () => {
    const html = stored(
      '<p>1 &lt;img src="https://evil.example/x.png"&gt;</p><img alt="a > b" src="https://a.example/1.png">',
    );
    expect(articleImageSources(html)).toEqual(['https://a.example/1.png']);
  });
});

describe('rewriteArticleImages', () => {
  it('replaces each source, drops the ones with no replacement and keeps everything else', () => {
    const html = stored(
      '<p>Before <a href="https://x.example/">a link</a></p><figure><img src="https://a.example/1.png" alt="One &amp; &quot;two&quot;" width="10"><figcaption>Cap</figcaption></figure><img src="https://a.example/2.png" alt="gone">',
    );
    const out = rewriteArticleImages(html, (src) =>
      src.endsWith('1.png') ? '/api/images/abc?x=1&y=2' : null,
    );
    expect(out).toBe(
      '<p>Before <a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow ugc">a link</a></p><figure><img src="/api/images/abc?x=1&amp;y=2" alt="One &amp; &quot;two&quot;" width="10"><figcaption>Cap</figcaption></figure><img alt="gone">',
    );
  });

  it('leaves HTML without images as it is', () => {
    const html = stored('<p>Just text &amp; <b>bold</b></p>');
    expect(rewriteArticleImages(html, () => '/x')).toBe(html);
  });

  it('never leaves an original source in place, whatever the markup', () => {
    const odd = [
      '<img src=https://a.example/1.png>',
      "<img src='https://a.example/2.png' alt='x'>",
      '<IMG SRC="https://a.example/3.png">',
      '<img/src="https://a.example/4.png">',
      '<img src="https://a.example/5.png" src="https://b.example/6.png">',
      '<img alt="a > b" src="https://a.example/7.png"/>',
    ].join('');
    const out = rewriteArticleImages(odd, () => null);
    expect(out).not.toMatch(/example/);
    expect(out.match(/<img/g)).toHaveLength(6);
  });
});
