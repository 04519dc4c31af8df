import { describe, expect, it } from 'vitest';
import {
  parseSaveParams,
  quotedText,
  rememberedSavePath,
  saveRequestFor,
  savesByItself,
} from './save-params';

const parse = (query: Record<string, string>) => parseSaveParams(new URLSearchParams(query));

describe('the /save page’s parameters', () => {
  it('reads what the bookmarklet sends', () => {
    expect(
      parse({
        url: 'https://news.example.com/a',
        title: 'A Long Read',
        selectedText: 'A sentence.',
        source: 'bookmarklet',
        referrer: 'https://search.example/?q=a',
      }),
    ).toEqual({
      url: 'https://news.example.com/a',
      title: 'A Long Read',
      selectedText: 'A sentence.',
      text: undefined,
      source: 'bookmarklet',
      referrer: 'https://search.example/?q=a',
    });
  });

  it('finds the link in shared text when a share sheet sends no url, and calls it a share', () => {
    const params = parse({ title: 'Night trains', text: 'Great read https://x.example/night).' });
    expect(params.url).toBe('https://x.example/night');
    expect(params.source).toBe('share_target');
  });

  it('takes a link as people type it', () => {
    expect(parse({ url: '  <www.example.com/a>  ' }).url).toBe('https://www.example.com/a');
  });

  it('defaults the source to web without text, and ignores a source it does not know', () => {
    expect(parse({ url: 'https://x.example/' }).source).toBe('web');
    expect(parse({ url: 'https://x.example/', source: 'api' }).source).toBe('web');
    expect(parse({ url: 'https://x.example/', text: 'hi', source: 'nonsense' }).source).toBe(
      'share_target',
    );
  });

  it('has no URL when nothing carries one', () => {
    expect(parse({ title: 'Just a title', text: 'no link here' }).url).toBeUndefined();
    expect(parse({ url: '   ' }).url).toBeUndefined();
  });

  it('saves by itself only for the bookmarklet and share sheets', () => {
    expect(savesByItself('bookmarklet')).toBe(true);
    expect(savesByItself('share_target')).toBe(true);
    expect(savesByItself('web')).toBe(false);
  });

  it('shows the selection, else the shared text without its link', () => {
    expect(quotedText(parse({ url: 'https://x.example/', selectedText: 'Chosen' }))).toBe('Chosen');
    expect(quotedText(parse({ text: 'Great read https://x.example/a' }))).toBe('Great read');
    expect(quotedText(parse({ text: 'https://x.example/a' }))).toBeUndefined();
  });

  it('builds the save request within the API’s limits', () => {
    const params = parse({
      url: 'https://x.example/a',
      title: 't'.repeat(600),
      selectedText: 's'.repeat(12_000),
      source: 'bookmarklet',
    });
    const request = saveRequestFor({ ...params, url: params.url! });
    expect(request.url).toBe('https://x.example/a');
    expect(request.title).toHaveLength(500);
    expect(request.source).toBe('bookmarklet');
    expect(request.metadata).toEqual({ selectedText: 's'.repeat(10_000) });
  });
});

describe('the page to come back to after signing in', () => {
  it('is this very /save page', () => {
    const search = new URLSearchParams({ url: 'https://x.example/a', source: 'bookmarklet' });
    expect(rememberedSavePath('/save', search)).toBe(
      '/save?url=https%3A%2F%2Fx.example%2Fa&source=bookmarklet',
    );
  });

  it('leaves out a long selection before it would be too long to carry, never the URL', () => {
    const search = new URLSearchParams({
      url: 'https://x.example/a',
      title: 'A title',
      selectedText: 'é'.repeat(2000),
      source: 'bookmarklet',
    });
    const path = rememberedSavePath('/save', search);
    expect(path.length).toBeLessThanOrEqual(2048);
    const kept = new URLSearchParams(path.split('?')[1]);
    expect(kept.get('url')).toBe('https://x.example/a');
    expect(kept.get('title')).toBe('A title');
    expect(kept.has('selectedText')).toBe(false);
  });

  it('keeps the link of a long shared text', () => {
    const search = new URLSearchParams({ text: `${'word '.repeat(600)} https://x.example/b` });
    const kept = new URLSearchParams(rememberedSavePath('/save', search).split('?')[1]);
    expect(kept.get('url')).toBe('https://x.example/b');
    expect(kept.has('text')).toBe(false);
  });
});
