import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findHintedContent } from './content-hints';
import type { DomDocument } from './dom-types';

const POST = 'The lens is in stock again, two left at the shop by the river, so order soon.';

function hinted(body: string, title = 'Lens in stock again | Lens News'): string | null {
  const { document } = parseHTML(
    `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`,
  );
  return findHintedContent(document as unknown as DomDocument, [title])?.getAttribute('id') ?? null;
}

describe('findHintedContent: the block around the headline', () => {
  it('finds the post under its title in an h3 when the h1 holds the site name (names say nothing)', () => {
    expect(
      hinted(
        '<div id="masthead"><h1>Lens News</h1></div>' +
          `<div id="post"><h3><a href="/lens">Lens in stock again</a></h3><div><p>${POST}</p></div></div>` +
          '<div id="aside"><p>Disclaimer: no affiliation with any maker named here.</p></div>',
      ),
    ).toBe('post');
  });

  it('looks past a header whose text beside the headline is all links (a byline)', () => {
    expect(
      hinted(
        '<div id="post"><div id="header"><h1>Lens in stock again</h1>' +
          '<p><a href="/2024/05/02">2 May 2024</a> <a href="/author/kim">Kim Lindqvist</a> ' +
          '<a href="/category/shop-news">Shop news and offers</a> <a href="#c">12 comments</a></p></div>' +
          `<div><p>${POST}</p></div></div>`,
      ),
    ).toBe('post');
  });

  it('knows the headline when the title adds a site name nearly as long', () => {
    const title = 'Lens in stock again - The Lens News blog';
    const body = `<div id="post"><h2>Lens in stock again</h2><p>${POST}</p></div>`;
    expect(hinted(body, title)).toBe('post');
    // The shorter part is the site's name, not the headline.
    expect(
      hinted(`<div id="logo"><h1>The Lens News blog</h1><p>${POST}</p></div>`, title),
    ).toBeNull();
  });

  it('prefers an h1 or h2 headline to an h3 one', () => {
    expect(
      hinted(
        `<div id="teaser"><h3>Lens in stock again</h3><p>${POST}</p></div>` +
          `<div id="story"><h2>Lens in stock again</h2><p>${POST}</p></div>`,
      ),
    ).toBe('story');
  });

  it('finds nothing when no heading is the title, or when the page marks its body by name', () => {
    expect(hinted(`<div id="post"><h3>Other news</h3><p>${POST}</p></div>`)).toBeNull();
    expect(
      hinted(
        `<div id="post"><h3>Lens in stock again</h3><p>${POST}</p></div>` +
          `<div id="marked" class="entry-content"><p>${POST}</p></div>`,
      ),
    ).toBe('marked');
  });
});
