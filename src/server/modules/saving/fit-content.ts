import { MAX_CONTENT_CHARS } from '../extraction/article-check';

const BLOCK_END = /<\/(?:p|pre|figure|blockquote|ul|ol|table|h[1-6]|section|div|li)>/gi;

/**
 * Very long pages still save: content past the spec's 1,000,000 characters is cut after the
 * last complete block that fits (the browser sanitises and closes what remains open), and the
 * plain text is cut at a word. Shorter content is returned unchanged.
 */
export function fitContent(
  html: string,
  text: string,
  max = MAX_CONTENT_CHARS,
): { html: string; text: string; cut: boolean } {
  if (html.length <= max && text.length <= max) return { html, text, cut: false };
  let end = 0;
  for (const match of html.slice(0, max).matchAll(BLOCK_END)) end = match.index + match[0].length;
  const fittedHtml = html.length <= max ? html : html.slice(0, end || max);
  const cutText = text.length <= max ? text : text.slice(0, max);
  const lastSpace = cutText.lastIndexOf(' ');
  const fittedText = text.length <= max ? text : cutText.slice(0, lastSpace > 0 ? lastSpace : max);
  return { html: fittedHtml, text: fittedText, cut: true };
}
