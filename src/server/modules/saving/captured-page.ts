import { decodeBody } from '../fetching/decode-body';
import { MAX_HTML_BYTES } from '../fetching/fetch-limits';
import { truncateAtTagBoundary } from '../fetching/truncate-html';

/**
 * A page the reader's browser handed over, cut exactly as a fetched page would be (spec §9):
 * at most MAX_HTML_BYTES of UTF-8, back to the last tag boundary when it lies past 80%, and no
 * character split by the cut.
 */
export function capCapturedHtml(html: string, maxBytes: number = MAX_HTML_BYTES): string {
  // Three bytes a UTF-16 unit at most, so short pages skip the encoding.
  if (html.length * 3 <= maxBytes || Buffer.byteLength(html) <= maxBytes) return html;
  const capped = Buffer.from(html).subarray(0, maxBytes);
  return decodeBody(truncateAtTagBoundary(capped, 'utf-8'), 'utf-8', { truncated: true });
}
