import { describe, expect, it } from 'vitest';
import { faqIdFromHash } from '@/web/features/help/lib/faq-hash';
import { FAQS } from '@/web/features/help/lib/faqs';

describe('faqIdFromHash (deep links to a question)', () => {
  it('names the FAQ a hash points at', () => {
    expect(faqIdFromHash('#how-do-i-save-an-article', FAQS)).toBe('how-do-i-save-an-article');
    expect(faqIdFromHash('how-do-i-delete-my-account', FAQS)).toBe('how-do-i-delete-my-account');
  });

  it('decodes an escaped hash', () => {
    expect(faqIdFromHash('#how-do-i-save-an-%61rticle', FAQS)).toBe('how-do-i-save-an-article');
  });

  it('is null for other anchors, unknown ids, an empty hash and malformed escapes', () => {
    expect(faqIdFromHash('#contact', FAQS)).toBeNull();
    expect(faqIdFromHash('#no-such-question', FAQS)).toBeNull();
    expect(faqIdFromHash('', FAQS)).toBeNull();
    expect(faqIdFromHash('#', FAQS)).toBeNull();
    expect(faqIdFromHash('#%E0%A4%A', FAQS)).toBeNull();
  });
});
