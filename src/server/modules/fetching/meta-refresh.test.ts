import { describe, expect, it } from 'vitest';
import {
  MAX_REFRESH_PAGE_TAGS,
  MAX_REFRESH_PAGE_TEXT,
  parseRefreshContent,
  redirectingRefreshTarget,
} from './meta-refresh';

describe('parseRefreshContent', () => {
  it.each([
    ['0; url=/next', 0, '/next'],
    ['5;URL=/next', 5, '/next'],
    ["0; url='/next?a=1'", 0, '/next?a=1'],
    ['0; url="/next" trailing', 0, '/next'],
    ['  3 , Url = /next  ', 3, '/next'],
    ['2.75; url=/next', 2, '/next'],
    ['.5; url=/next', 0, '/next'],
    ['0 /next', 0, '/next'],
    ['0; /next', 0, '/next'],
    ['0; urlx', 0, 'x'],
    ['7', 7, null],
    ['7;', 7, null],
    ['0; url=', 0, null],
  ])('reads %j', (content, delaySeconds, target) => {
    expect(parseRefreshContent(content)).toEqual({ delaySeconds, target });
  });

  it.each(['', 'url=/next', 'soon; url=/next', '0x; url=/next', '-1; url=/next'])(
    'refuses %j',
    (content) => {
      expect(parseRefreshContent(content)).toBeNull();
    },
  );
});

const page = (head: string, body = '<p>Redirecting…</p>') =>
  `<!doctype html><html><head><title>Moved</title>${head}</head><body>${body}</body></html>`;

describe('redirectingRefreshTarget', () => {
  it('finds the target of a page that only refreshes', () => {
    expect(redirectingRefreshTarget(page('<meta http-equiv="refresh" content="0; url=/a">'))).toBe(
      '/a',
    );
    expect(redirectingRefreshTarget(page("<META HTTP-EQUIV=Refresh CONTENT='1;URL=/b'/>"))).toBe(
      '/b',
    );
  });

  it('decodes references in the attribute', () => {
    const html = page('<meta http-equiv="refresh" content="0; url=/a?x=1&amp;y=2&#38;z=3">');
    expect(redirectingRefreshTarget(html)).toBe('/a?x=1&y=2&z=3');
  });

  it('takes the first refresh that parses', () => {
    const html = page(
      '<meta http-equiv="refresh" content="soon"><meta http-equiv="refresh" content="0;url=/first"><meta http-equiv="refresh" content="0;url=/second">',
    );
    expect(redirectingRefreshTarget(html)).toBe('/first');
  });

  it('ignores other meta elements, and refreshes inside comments, scripts and styles', () => {
    const html = page(
      '<meta name="refresh" content="0; url=/name"><meta http-equiv="content-type" content="0; url=/type">' +
        '<!-- <meta http-equiv="refresh" content="0; url=/comment"> -->' +
        '<script>document.write(\'<meta http-equiv="refresh" content="0; url=/script">\')</script>' +
        '<style>/* <meta http-equiv="refresh" content="0; url=/style"> */</style>',
    );
    expect(redirectingRefreshTarget(html)).toBeNull();
  });

  it('does not count script, style and title text as the page’s text', () => {
    const long = 'x'.repeat(MAX_REFRESH_PAGE_TEXT * 2);
    const html = page(
      `<meta http-equiv="refresh" content="0; url=/a"><script>var s = "${long}";</script><style>.${long}{}</style>`,
    );
    expect(redirectingRefreshTarget(html)).toBe('/a');
  });

  it('keeps a page with text of its own', () => {
    const body = `<article><p>${'word '.repeat(MAX_REFRESH_PAGE_TEXT / 4 + 1)}</p></article>`;
    expect(
      redirectingRefreshTarget(page('<meta http-equiv="refresh" content="0; url=/a">', body)),
    ).toBeNull();
  });

  it('keeps a page whose refresh waits longer than ten seconds, or names no target', () => {
    expect(
      redirectingRefreshTarget(page('<meta http-equiv="refresh" content="11; url=/a">')),
    ).toBeNull();
    expect(redirectingRefreshTarget(page('<meta http-equiv="refresh" content="30">'))).toBeNull();
  });

  it('keeps a page of many tags, or with an overlong refresh', () => {
    const refresh = '<meta http-equiv="refresh" content="0; url=/a">';
    expect(
      redirectingRefreshTarget(`${refresh}${'<br>'.repeat(MAX_REFRESH_PAGE_TAGS)}`),
    ).toBeNull();
    expect(redirectingRefreshTarget(`${refresh}${'<br>'.repeat(MAX_REFRESH_PAGE_TAGS - 2)}`)).toBe(
      '/a',
    );
    const overlong = `<meta http-equiv="refresh" content="0; url=/${'a'.repeat(5000)}">`;
    expect(redirectingRefreshTarget(overlong)).toBeNull();
  });

  it('copes with markup that never closes', () => {
    const refresh = '<meta http-equiv="refresh" content="0; url=/a">';
    expect(redirectingRefreshTarget(`${refresh}<script>never closed`)).toBe('/a');
    expect(redirectingRefreshTarget(`${refresh}<!-- never closed`)).toBe('/a');
    expect(redirectingRefreshTarget(refresh.slice(0, -1))).toBeNull();
    expect(redirectingRefreshTarget('<meta '.repeat(100_000))).toBeNull();
    expect(redirectingRefreshTarget(`${refresh}${'<script>'.repeat(100_000)}`)).toBe('/a');
    expect(redirectingRefreshTarget(`${refresh}${'<!--'.repeat(100_000)}`)).toBe('/a');
  });
});
