import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDialect, type TestDb } from '../../test/test-database';
import { cleanExtractedContent } from './clean-extracted-content';
import { makeExtractedContent } from './extracted-content.fixtures';
import { findExtractedContent, insertExtractedContent } from './extracted-content.repo';

const odd = (text: string) => `${text}\u0000\u0001\uD800\uFFFF`;
const clean = (text: string) => `${text}\uFFFD`;

/** A record whose every text field carries NUL, a control, a lone surrogate and a noncharacter. */
function oddContent() {
  return makeExtractedContent({
    url: 'https://example.com/odd',
    urlKey: 'https://example.com/odd',
    title: odd('Title'),
    content: `<p>${odd('Body')}</p>`,
    textContent: odd('Body'),
    length: odd('Body').length,
    excerpt: odd('Excerpt'),
    byline: odd('Writer'),
    siteName: odd('Site'),
    openGraph: {
      title: odd('OG title'),
      description: odd('OG description'),
      image: odd('https://example.com/i.jpg'),
      siteName: odd('OG site'),
      type: odd('article'),
      url: odd('https://example.com/og'),
    },
    canonicalUrl: odd('https://example.com/canonical'),
    publishedTime: odd('2026-01-02'),
    language: odd('en'),
  });
}

describe('cleanExtractedContent', () => {
  it('cleans every text field and counts the cleaned text', () => {
    const cleaned = cleanExtractedContent(oddContent());
    expect(cleaned).toMatchObject({
      title: clean('Title'),
      content: `<p>${clean('Body')}</p>`,
      textContent: clean('Body'),
      length: clean('Body').length,
      excerpt: clean('Excerpt'),
      byline: clean('Writer'),
      siteName: clean('Site'),
      openGraph: {
        title: clean('OG title'),
        description: clean('OG description'),
        image: clean('https://example.com/i.jpg'),
        siteName: clean('OG site'),
        type: clean('article'),
        url: clean('https://example.com/og'),
      },
      canonicalUrl: clean('https://example.com/canonical'),
      publishedTime: clean('2026-01-02'),
      language: clean('en'),
    });
  });

  it('keeps absent fields absent and clean text unchanged', () => {
    const plain = makeExtractedContent({ byline: null, excerpt: null });
    expect(cleanExtractedContent(plain)).toEqual(plain);
  });
});

describeEachDialect('cleaned content stored on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('is stored and read back equal', async () => {
    const cleaned = cleanExtractedContent(oddContent());
    await insertExtractedContent(db, cleaned);
    expect(await findExtractedContent(db, cleaned.id)).toEqual(cleaned);
  });
});
