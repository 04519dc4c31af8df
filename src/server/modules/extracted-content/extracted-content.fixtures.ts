import { randomUUID } from 'node:crypto';
import type { ExtractedContent } from './extracted-content.repo';

/** A complete extracted-content record for tests; override what the test is about. */
export function makeExtractedContent(overrides: Partial<ExtractedContent> = {}): ExtractedContent {
  return {
    id: randomUUID(),
    url: 'https://example.com/Story',
    urlKey: 'https://example.com/Story',
    title: 'A story',
    content: '<p>Body</p>',
    textContent: 'Body',
    excerpt: 'Body',
    byline: 'A. Writer',
    siteName: 'Example',
    length: 4,
    openGraph: {
      title: 'A story',
      description: 'About a story',
      image: 'https://example.com/story.jpg',
      siteName: 'Example',
      type: 'article',
      url: 'https://example.com/Story',
    },
    canonicalUrl: 'https://example.com/Story',
    publishedTime: '2026-01-02T03:04:05Z',
    language: 'en',
    extractedAt: 1_750_000_000_000,
    extractedBy: 'alice',
    shareable: true,
    ...overrides,
  };
}
