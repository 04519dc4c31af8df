import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { checkExtractedArticle } from './article-check';

const valid = { title: 'A title', url: 'https://example.com/a', content: '<p>Body</p>' };

function failure(input: Parameters<typeof checkExtractedArticle>[0]): AppError {
  try {
    checkExtractedArticle(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the check to fail');
}

// PRODUCT-SPEC §5 "Extracted article check".
describe('checkExtractedArticle', () => {
  it('accepts a title of 1–500 characters, a valid URL and content of 1–1,000,000 characters', () => {
    expect(() => checkExtractedArticle(valid)).not.toThrow();
    expect(() => checkExtractedArticle({ ...valid, title: 'x' })).not.toThrow();
    expect(() => checkExtractedArticle({ ...valid, title: 't'.repeat(500) })).not.toThrow();
    expect(() => checkExtractedArticle({ ...valid, content: 'c' })).not.toThrow();
    expect(() => checkExtractedArticle({ ...valid, content: 'c'.repeat(1_000_000) })).not.toThrow();
  });

  it('rejects an empty or over-long title', () => {
    expect(failure({ ...valid, title: '' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Title must be between 1 and 500 characters',
    });
    expect(failure({ ...valid, title: 't'.repeat(501) }).message).toBe(
      'Title must be between 1 and 500 characters',
    );
  });

  it('rejects empty or over-long content', () => {
    expect(failure({ ...valid, content: '' }).message).toBe(
      'Content must be between 1 and 1,000,000 characters',
    );
    expect(failure({ ...valid, content: 'c'.repeat(1_000_001) }).message).toBe(
      'Content must be between 1 and 1,000,000 characters',
    );
  });

  it('rejects an invalid or non-http URL', () => {
    expect(failure({ ...valid, url: 'not a url' }).message).toBe('Please provide a valid URL');
    expect(failure({ ...valid, url: 'javascript:alert(1)' }).message).toBe(
      'Please provide a valid URL',
    );
  });

  it('allows at most 20 tags of 1–50 characters each, naming the bad tag', () => {
    expect(() =>
      checkExtractedArticle({ ...valid, tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }),
    ).not.toThrow();
    expect(failure({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).message).toBe(
      'Maximum 20 tags allowed',
    );
    expect(failure({ ...valid, tags: ['ok', '', 'x'.repeat(51)] }).message).toBe(
      'Tag 2 must be between 1 and 50 characters, Tag 3 must be between 1 and 50 characters',
    );
  });

  it('reports every problem at once, joined with commas', () => {
    expect(failure({ title: '', url: 'nope', content: '' }).message).toBe(
      'Title must be between 1 and 500 characters, Please provide a valid URL, Content must be between 1 and 1,000,000 characters',
    );
  });
});
