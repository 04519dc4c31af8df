import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html';

const clean = (html: string): string => sanitizeArticleHtml(html, 'https://example.com/a');

describe('layout blocks outside the allowlist', () => {
  it('stay blocks, so their text does not run into the next one', () => {
    expect(
      clean('<center><b>Did you know?</b></center><center>We published a book.</center>'),
    ).toBe('<div><b>Did you know?</b></div><div>We published a book.</div>');
    expect(clean('<header>By Ann Lee</header><main>Text.</main><footer>Filed under</footer>')).toBe(
      '<div>By Ann Lee</div><div>Text.</div><div>Filed under</div>',
    );
  });

  it('keep none of their attributes but the allowed ones', () => {
    expect(
      clean(
        '<aside class="x" id="y" style="color:red" onclick="alert(1)" lang="de">Kasten</aside>',
      ),
    ).toBe('<div lang="de">Kasten</div>');
  });
});
