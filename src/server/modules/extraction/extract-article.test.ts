import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { extractArticle } from './extract-article';

const URL_ = 'https://news.example.com/2024/05/canyon-rafting.html';

/** Enough real-looking prose for Readability to accept the block as an article. */
function paragraphs(count: number, topic = 'river'): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i + 1} about the ${topic}: the water was cold, the canyon walls rose three hundred metres on either side, and the guides, who had run this stretch for twenty years, still stopped to scout every rapid before committing the boats to it.</p>`,
  ).join('\n');
}

function page(body: string, head = '<title>Rafting the canyon | Example News</title>'): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

function expectAppError(fn: () => unknown, code: string, message?: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).code).toBe(code);
  if (message) expect((caught as AppError).message).toBe(message);
}

describe('extractArticle: a normal article', () => {
  const html = page(`
    <header class="site-header"><nav><a href="/">Home</a><a href="/world">World</a></nav></header>
    <main>
      <article>
        <h1>Rafting the canyon</h1>
        ${paragraphs(3)}
        <figure>
          <img src="/images/rapids.jpg" alt="The big rapid" width="800" height="600">
          <figcaption>The biggest rapid of the trip.</figcaption>
        </figure>
        <p>The guides use a short checklist before each run:</p>
        <pre><code class="language-js">if (water.level > 3) {
  scout();
}</code></pre>
        ${paragraphs(2, 'camp')}
      </article>
    </main>
    <footer class="site-footer"><p>© Example News. All rights reserved. Terms. Privacy.</p></footer>`);

  const article = extractArticle(html, URL_);

  it('keeps the article text and drops the site chrome', () => {
    expect(article.textContent).toContain('Paragraph 1 about the river');
    expect(article.textContent).toContain('Paragraph 2 about the camp');
    expect(article.textContent).not.toContain('All rights reserved');
    expect(article.content).not.toContain('World');
  });

  it('keeps figures with their captions and resolves the image URL against the page', () => {
    expect(article.content).toMatch(
      /<figure>\s*<img[^>]+src="https:\/\/news\.example\.com\/images\/rapids\.jpg"/,
    );
    expect(article.content).toContain('<figcaption>The biggest rapid of the trip.</figcaption>');
  });

  it('keeps code blocks with their indentation and language class', () => {
    expect(article.content).toContain(
      '<pre><code class="language-js">if (water.level &gt; 3) {\n  scout();\n}</code></pre>',
    );
    expect(article.textContent).toContain('if (water.level > 3) {\n  scout();\n}');
  });

  it('lays the text out as paragraphs', () => {
    expect(article.textContent).toMatch(
      /twenty years, still stopped to scout every rapid before committing the boats to it\.\n\nParagraph 2/,
    );
    expect(article.textContent).not.toMatch(/\n{3,}/);
    expect(article.length).toBe(article.textContent.length);
  });

  it('reads the title without the site name suffix', () => {
    expect(article.title).toBe('Rafting the canyon');
  });
});

describe('extractArticle: images', () => {
  it('loads lazy images from data-src and data-srcset and drops the placeholder', () => {
    const html = page(`<article>${paragraphs(3)}
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/lazy-one.jpg" alt="one">
      <img class="lazyload" src="/assets/placeholder.png" data-srcset="/img/two-480.jpg 480w, /img/two-1200.jpg 1200w" alt="two">
      ${paragraphs(2, 'lake')}</article>`);
    const { content } = extractArticle(html, URL_);
    expect(content).toContain('src="https://news.example.com/img/lazy-one.jpg"');
    expect(content).toContain('src="https://news.example.com/img/two-1200.jpg"');
    expect(content).not.toContain('placeholder.png');
    expect(content).not.toContain('data:image');
  });

  it('uses the <noscript> fallback image of a script-loaded picture', () => {
    const html = page(`<article>${paragraphs(3)}
      <img class="js-lazy" src="/spacer.gif"><noscript><img src="/img/real.jpg" alt="real"></noscript>
      ${paragraphs(2, 'lake')}</article>`);
    const { content } = extractArticle(html, URL_);
    expect(content).toContain('src="https://news.example.com/img/real.jpg"');
    expect(content).not.toContain('spacer.gif');
  });

  it('resolves relative links and images against <base href> and drops tracking pixels', () => {
    const html = page(
      `<article>${paragraphs(3)}<p>See <a href="../guides/safety.html">the safety guide</a> and <a href="//cdn.example.net/map">the map</a>.</p>
      <img src="photos/canyon.jpg" alt="canyon"><img src="/pixel.gif" width="1" height="1">${paragraphs(1, 'lake')}</article>`,
      '<title>Rafting</title><base href="https://static.example.org/trips/">',
    );
    const { content } = extractArticle(html, URL_);
    expect(content).toContain('href="https://static.example.org/guides/safety.html"');
    expect(content).toContain('href="https://cdn.example.net/map"');
    expect(content).toContain('src="https://static.example.org/trips/photos/canyon.jpg"');
    expect(content).not.toContain('pixel.gif');
  });
});

describe('extractArticle: boilerplate', () => {
  const html = page(`
    <article>
      <h1>Rafting the canyon</h1>
      <div class="share-buttons"><a href="https://twitter.com/share">Tweet</a><a href="https://facebook.com/share">Share</a></div>
      ${paragraphs(3)}
      <p>Subscribe to our newsletter</p>
      <div class="paywall-prompt"><p>Already a subscriber? Log in to keep reading without limits.</p></div>
      <p>Share this article</p>
      ${paragraphs(2, 'camp')}
      <div class="newsletter-signup"><h3>Get the weekly dispatch</h3><p>The best stories, every Friday, straight to you.</p><form><input type="email" name="email"><button>Sign up</button></form></div>
      <h3>Related articles</h3>
      <ul><li><a href="/a">Kayaking the fjords</a></li><li><a href="/b">Ten rivers to run before you die</a></li></ul>
      <div id="cookie-banner"><p>We use cookies to improve your experience. <button>Accept all cookies</button></p></div>
      <h2>12 Comments</h2>
      <div><p>Great article, I loved it and will go next summer with my whole family and our dog!</p></div>
      <div><p>First! This is the best rafting piece I have read in years, thanks for writing it.</p></div>
    </article>`);
  const article = extractArticle(html, URL_);

  it('removes paywall, subscribe, newsletter, share, related, cookie and comment blocks', () => {
    const text = article.textContent;
    expect(text).toContain('Paragraph 1 about the river');
    expect(text).toContain('Paragraph 2 about the camp');
    for (const boilerplate of [
      'Tweet',
      'Subscribe to our newsletter',
      'Already a subscriber',
      'Share this article',
      'weekly dispatch',
      'Related articles',
      'Kayaking the fjords',
      'We use cookies',
      '12 Comments',
      'Great article',
    ]) {
      expect(text, boilerplate).not.toContain(boilerplate);
    }
  });

  it('never keeps form controls', () => {
    expect(article.content).not.toMatch(/<(form|input|button)\b/);
  });
});

describe('extractArticle: whitespace', () => {
  it('collapses 3+ line breaks and runs of spaces', () => {
    const html = page(
      `<article>${paragraphs(3)}<p>Before     the    gap.<br><br><br><br><br>After the gap.</p><div>\n\n\n\nStill     more\n\n\n\n   text about the river and the rapids we ran that week.</div>${paragraphs(1, 'lake')}</article>`,
    );
    const { content, textContent } = extractArticle(html, URL_);
    expect(textContent).toContain('Before the gap.\n\nAfter the gap.');
    expect(textContent).toContain('Still more text about the river');
    expect(textContent).not.toMatch(/\n{3,}| {2,}/);
    expect(content).not.toMatch(/(<br\s*\/?>\s*){3,}/);
    expect(content).not.toMatch(/ {3,}/);
  });
});

describe('extractArticle: metadata', () => {
  it('reads Open Graph, canonical URL, byline, dates and language', () => {
    const html = page(
      `<article><h1>Rafting the canyon</h1><p class="byline">By <a rel="author" href="/staff/ana">Ana Ruiz</a></p>${paragraphs(4)}</article>`,
      `<title>Rafting the canyon - Example News</title>
       <meta property="og:title" content="Rafting the Canyon (OG)">
       <meta property="og:description" content="Four days on the river.">
       <meta property="og:image" content="/og/rafting.jpg">
       <meta property="og:site_name" content="Example News">
       <meta property="og:type" content="article">
       <meta property="og:url" content="https://news.example.com/rafting">
       <meta property="article:published_time" content="2024-05-03T08:00:00Z">
       <meta name="description" content="A four-day trip down the canyon.">
       <link rel="canonical" href="/2024/05/rafting">`,
    );
    const article = extractArticle(html, URL_);
    expect(article.openGraph).toEqual({
      title: 'Rafting the Canyon (OG)',
      description: 'Four days on the river.',
      image: 'https://news.example.com/og/rafting.jpg',
      siteName: 'Example News',
      type: 'article',
      url: 'https://news.example.com/rafting',
    });
    expect(article.canonicalUrl).toBe('https://news.example.com/2024/05/rafting');
    expect(article.siteName).toBe('Example News');
    expect(article.byline).toContain('Ana Ruiz');
    expect(article.publishedTime).toBe('2024-05-03T08:00:00.000Z');
    expect(article.language).toBe('en');
    expect(article.excerpt).toBe('Four days on the river.');
  });

  it('prefers the JSON-LD headline and author', () => {
    const html = page(
      `<article>${paragraphs(4)}</article>`,
      `<title>Example News</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Down the canyon in four days","author":[{"@type":"Person","name":"Ana Ruiz"},{"@type":"Person","name":"Li Wei"}],"datePublished":"2024-05-03"}</script>`,
    );
    const article = extractArticle(html, URL_);
    expect(article.title).toBe('Down the canyon in four days');
    expect(article.byline).toBe('Ana Ruiz, Li Wei');
    expect(article.publishedTime).toBe('2024-05-03T00:00:00.000Z');
  });

  it('falls back from og:title to <title> to "Untitled"', () => {
    const body = `<div>${paragraphs(4)}</div>`;
    expect(
      extractArticle(page(body, '<meta property="og:title" content="From Open Graph">'), URL_)
        .title,
    ).toBe('From Open Graph');
    expect(extractArticle(page(body, '<title>Only a document title</title>'), URL_).title).toBe(
      'Only a document title',
    );
    expect(extractArticle(page(body, ''), URL_).title).toBe('Untitled');
  });

  it('uses the page URL when the page names no canonical URL, and null for absent fields', () => {
    const article = extractArticle(page(`<div>${paragraphs(4)}</div>`, ''), URL_);
    expect(article.canonicalUrl).toBe(URL_);
    expect(article.publishedTime).toBeNull();
    expect(article.openGraph.image).toBeNull();
    expect(article.excerpt).toMatch(/^Paragraph 1 about the river/);
  });

  it('keeps titles as plain text and caps them at 500 characters', () => {
    const long = 'Canyon '.repeat(120);
    const article = extractArticle(
      page(
        `<div>${paragraphs(4)}</div>`,
        `<title>&lt;script&gt;alert(1)&lt;/script&gt; ${long}</title>`,
      ),
      URL_,
    );
    expect(article.title.startsWith('<script>alert(1)</script> Canyon')).toBe(true);
    expect(article.title.length).toBeLessThanOrEqual(500);
  });

  it('decodes character references a page encoded twice in Open Graph and meta tags', () => {
    const html = page(
      `<div>${paragraphs(4)}</div>`,
      `<title>Rafting the canyon &#8211; Example News</title>
       <meta property="og:title" content="Rafting &amp;#8211; the canyon &amp;amp; back">
       <meta property="og:description" content="Four days &amp;hellip; on the river&amp;#x2019;s edge">
       <meta property="og:site_name" content="Ruiz &amp;amp; Wei&amp;nbsp;News">
       <meta name="author" content="Ana Ru&amp;iacute;z">`,
    );
    const article = extractArticle(html, URL_);
    expect(article.openGraph.title).toBe('Rafting – the canyon & back');
    expect(article.openGraph.description).toBe('Four days … on the river’s edge');
    expect(article.siteName).toBe('Ruiz & Wei News');
    expect(article.openGraph.siteName).toBe('Ruiz & Wei News');
    expect(article.byline).toBe('Ana Ruíz');
    expect(article.excerpt).toBe('Four days … on the river’s edge');
    expect(article.title).toBe('Rafting – the canyon & back');
    expect(
      extractArticle(page(`<div>${paragraphs(4)}</div>`, '<title>A &amp;#8211; B</title>'), URL_)
        .title,
    ).toBe('A – B');
  });

  it('decodes character references in JSON-LD, which the HTML parser leaves as they are', () => {
    const html = page(
      `<article>${paragraphs(4)}</article>`,
      `<title>Example News</title><script type="application/ld+json">{"@type":"NewsArticle","headline":"Down the canyon &#8211; four days &amp; nights","author":[{"@type":"Person","name":"Ana &amp; Li"},{"@type":"Person","name":"O&#8217;Brien"}],"description":"Cold water &hellip; high walls","publisher":{"@type":"Organization","name":"Canyon &#038; River"}}</script>`,
    );
    const article = extractArticle(html, URL_);
    expect(article.title).toBe('Down the canyon – four days & nights');
    expect(article.byline).toBe('Ana & Li, O’Brien');
    expect(article.excerpt).toBe('Cold water … high walls');
    expect(article.siteName).toBe('Canyon & River');
  });

  it('decodes once: text that means "&amp;" keeps it', () => {
    const html = page(
      `<div>${paragraphs(4)}</div>`,
      '<meta property="og:title" content="The &amp;amp;amp; reference">',
    );
    expect(extractArticle(html, URL_).title).toBe('The &amp; reference');
  });

  it('rejects a javascript: or data: og:image', () => {
    const html = page(
      `<div>${paragraphs(4)}</div>`,
      '<meta property="og:image" content="javascript:alert(1)">',
    );
    expect(extractArticle(html, URL_).openGraph.image).toBeNull();
  });
});

describe('extractArticle: pages without an article', () => {
  it('fails with NO_CONTENT when nothing readable is left', () => {
    expectAppError(
      () => extractArticle(page('<nav><a href="/">Home</a></nav><script>app()</script>'), URL_),
      'NO_CONTENT',
      'No readable content found',
    );
    expectAppError(() => extractArticle('', URL_), 'NO_CONTENT', 'No readable content found');
    expectAppError(
      () => extractArticle(page('<div>   </div><img src="/a.png">'), URL_),
      'NO_CONTENT',
    );
  });

  it('rejects a page URL that is not http(s)', () => {
    expectAppError(
      () => extractArticle(page(paragraphs(4)), 'javascript:alert(1)'),
      'INVALID_URL',
      'Invalid URL format',
    );
  });

  it('copes with a <head> before the doctype and conditional comments around several <html> tags', () => {
    const html = `<head><title>Odd page</title></head><!DOCTYPE html>
      <!--[if IE 8]><html class="ie8"><![endif]--><!--[if gt IE 8]><!--><html lang="en"><!--<![endif]-->
      <body><div id="content">${paragraphs(4)}</div></body></html>`;
    const article = extractArticle(html, URL_);
    expect(article.textContent).toContain('Paragraph 4 about the river');
    expect(article.title).toBe('Odd page');
    expect(article.language).toBe('en');
  });
});

describe('extractArticle: the page’s own post body', () => {
  it('wins over Readability’s pick when that pick shares next to no words with it', () => {
    const post =
      'We ran the canyon on a cold Tuesday in May. The boats flipped twice at the second rapid, and everyone swam to the eddy below it, laughing. By noon the sun was on the water and we ate lunch on a sand bar under the cliffs, counting the bruises. The guides said the river was higher than it had been in ten years.';
    const sidebar = Array.from(
      { length: 6 },
      (_, i) =>
        `<p>Archive note ${i + 1}: this weblog has covered gardening, kitchen repairs, bicycles, old radios and the occasional recipe since 2004, with a new entry most weeks.</p>`,
    ).join('');
    const html = page(
      `<div><div><h1>Cold water</h1><div class="entry-content"><p>${post}</p><p>The end.</p></div></div></div><div><div><div>${sidebar}</div></div></div>`,
    );
    const article = extractArticle(html, URL_);
    expect(article.textContent).toContain('We ran the canyon on a cold Tuesday');
    expect(article.textContent).not.toContain('Archive note');
  });
});
