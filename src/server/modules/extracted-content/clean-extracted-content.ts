import { cleanOptionalText, cleanText } from '@/shared/text/clean-text';
import type { ExtractedContent, OpenGraph } from './extracted-content.repo';

// A fetched page can carry anything: NUL bytes, control characters written as references (&#1;),
// lone surrogates (&#xD800;). Cleaned here, once, before a record is stored or shown, so
// PostgreSQL and SQLite keep the same text and the browser never gets it (SECURITY.md 44).

function cleanOpenGraph(og: OpenGraph): OpenGraph {
  return {
    title: cleanOptionalText(og.title),
    description: cleanOptionalText(og.description),
    image: cleanOptionalText(og.image),
    siteName: cleanOptionalText(og.siteName),
    type: cleanOptionalText(og.type),
    url: cleanOptionalText(og.url),
  };
}

/** Every text field cleaned (cleanText); `length` follows the cleaned text. */
export function cleanExtractedContent(content: ExtractedContent): ExtractedContent {
  const textContent = cleanText(content.textContent);
  return {
    ...content,
    url: cleanText(content.url),
    urlKey: cleanText(content.urlKey),
    title: cleanText(content.title),
    content: cleanText(content.content),
    textContent,
    length: textContent.length,
    excerpt: cleanOptionalText(content.excerpt),
    byline: cleanOptionalText(content.byline),
    siteName: cleanOptionalText(content.siteName),
    openGraph: cleanOpenGraph(content.openGraph),
    canonicalUrl: cleanOptionalText(content.canonicalUrl),
    publishedTime: cleanOptionalText(content.publishedTime),
    language: cleanOptionalText(content.language),
  };
}
