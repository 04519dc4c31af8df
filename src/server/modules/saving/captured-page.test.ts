import { describe, expect, it } from 'vitest';
import { decodeBody } from '../fetching/decode-body';
import { MAX_HTML_BYTES } from '../fetching/fetch-limits';
import { truncateAtTagBoundary } from '../fetching/truncate-html';
import { capCapturedHtml } from './captured-page';

/** What the fetcher keeps of a page whose body is `html` in UTF-8. */
function asFetched(html: string, maxBytes: number): string {
  const bytes = Buffer.from(html);
  if (bytes.byteLength <= maxBytes) return html;
  return decodeBody(truncateAtTagBoundary(bytes.subarray(0, maxBytes), 'utf-8'), 'utf-8', {
    truncated: true,
  });
}

describe('capCapturedHtml', () => {
  it('keeps a page within the cap as it is', () => {
    const html = `<p>${'語'.repeat(600_000)}</p>`; // 1.8 MB
    expect(capCapturedHtml(html)).toBe(html);
  });

  it('cuts a page over 2,000,000 bytes at its last tag boundary, as the fetcher does', () => {
    const html = Array.from(
      { length: 80_000 },
      (_, i) => `<p>Paragraph ${i} of the page.</p>`,
    ).join('');
    const kept = capCapturedHtml(html);
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(MAX_HTML_BYTES);
    expect(Buffer.byteLength(kept)).toBeGreaterThan(MAX_HTML_BYTES * 0.99);
    expect(kept.endsWith('>')).toBe(true);
    expect(html.startsWith(kept)).toBe(true);
    expect(kept).toBe(asFetched(html, MAX_HTML_BYTES));
  });

  it('cuts at the cap without splitting a character when no tag ends past 80%', () => {
    const html = `<p>${'語'.repeat(1_000_000)}</p>`; // three bytes a character
    const kept = capCapturedHtml(html);
    expect(kept).toBe(asFetched(html, MAX_HTML_BYTES));
    expect(kept).not.toContain('\uFFFD');
    expect(kept).toBe(`<p>${'語'.repeat(Math.floor((MAX_HTML_BYTES - 3) / 3))}`);
  });

  it('counts bytes, not characters', () => {
    const html = `<p>${'é'.repeat(10)}</p><p>${'é'.repeat(10)}</p>`; // 'é' is two bytes
    expect(capCapturedHtml(html, 29)).toBe(`<p>${'é'.repeat(10)}</p>`);
    expect(capCapturedHtml(html, 29)).toBe(asFetched(html, 29));
  });
});
