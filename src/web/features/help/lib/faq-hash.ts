import type { Faq } from '@/web/features/help/lib/faqs';

/** The FAQ a location hash points at (`#how-do-i-save-an-article`), or null. */
export function faqIdFromHash(hash: string, faqs: readonly Faq[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: compare the raw text.
  }
  return faqs.some((faq) => faq.id === id) ? id : null;
}
