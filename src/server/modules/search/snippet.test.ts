import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type SearchQuery } from './search-query';
import { buildSnippet, SNIPPET_WORDS } from './snippet';

function query(text: string): SearchQuery {
  const parsed = parseSearchQuery(text);
  if (!parsed) throw new Error(`nothing in ${text}`);
  return parsed;
}

const words = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `w${i + from}`).join(' ');

describe('buildSnippet', () => {
  it('shows about thirty words around the first match, marking the matched words', () => {
    const text = `${words(100)} the Café opened. ${words(100, 100)}`;
    const snippet = buildSnippet(text, query('cafe '));
    expect(snippet).not.toBeNull();
    const joined = snippet?.map((p) => p.text).join('') ?? '';
    expect(snippet?.filter((p) => p.match)).toEqual([{ text: 'Café', match: true }]);
    expect(joined.startsWith('… w93 ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.replace('…', '').trim().split(/\s+/).length).toBeLessThanOrEqual(
      SNIPPET_WORDS + 1,
    );
  });

  it('marks prefix and phrase words, and never excluded ones', () => {
    const snippet = buildSnippet(
      'Slow brewing beats instant coffee.',
      query('"slow" -instant brew'),
    );
    expect(snippet).toEqual([
      { text: 'Slow', match: true },
      { text: ' ', match: false },
      { text: 'brewing', match: true },
      { text: ' beats instant coffee.', match: false },
    ]);
  });

  it('opens the text when the match was elsewhere, and is null without text', () => {
    expect(buildSnippet('Nothing here matches.', query('title '))).toEqual([
      { text: 'Nothing here matches.', match: false },
    ]);
    expect(buildSnippet(null, query('x '))).toBeNull();
    expect(buildSnippet('  ', query('x '))).toBeNull();
  });

  it('shows the words before a match near the start, and fewer after one near the end', () => {
    const early = buildSnippet(`${words(3)} match ${words(60, 3)}`, query('match '));
    const earlyText = early?.map((p) => p.text).join('') ?? '';
    expect(earlyText.startsWith('w0 w1 w2 match w3 ')).toBe(true);
    expect(earlyText.split(' ').filter((w) => /^w\d+$/.test(w))).toHaveLength(SNIPPET_WORDS - 1);
    const late = buildSnippet(`${words(60)} match w60 w61.`, query('match '));
    expect(late?.map((p) => p.text).join('')).toBe(`… ${words(8, 52)} match w60 w61.`);
  });

  it('never shows a word cut by the span around a match deep in the text', () => {
    // The span starts 240 characters before the match, inside the long word.
    const text = `${'x'.repeat(500)} ${words(3)} match`;
    expect(
      buildSnippet(text, query('match '))
        ?.map((p) => p.text)
        .join(''),
    ).toBe('… w0 w1 w2 match');
  });

  it('keeps markup as plain text (the client shows it as text)', () => {
    const snippet = buildSnippet('<b>bold</b> & <script>x</script>', query('bold '));
    expect(snippet?.map((p) => p.text).join('')).toBe('<b>bold</b> & <script>x</script>');
  });
});
