import { describe, expect, it } from 'vitest';
import { helpCategoryIds } from '@/shared/events/usage-events';
import { FAQS } from '@/web/features/help/lib/faqs';
import { HELP_CATEGORIES } from '@/web/features/help/lib/help-categories';

describe('the Help Center content (spec "Help")', () => {
  it('has the six chips, labelled as the spec names them, with the event ids', () => {
    expect(HELP_CATEGORIES.map((category) => category.label)).toEqual([
      'All Topics',
      'Getting Started',
      'Managing Articles',
      'AI Features',
      'Billing & Plans',
      'Account Settings',
    ]);
    expect(HELP_CATEGORIES.map((category) => category.id)).toEqual([...helpCategoryIds]);
  });

  it('has nine questions with unique, URL-safe ids, and every topic has at least one', () => {
    expect(FAQS).toHaveLength(9);
    const ids = FAQS.map((faq) => faq.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const { id } of HELP_CATEGORIES.filter((category) => category.id !== 'all'))
      expect(FAQS.some((faq) => faq.category === id)).toBe(true);
  });

  it('links only inside Canyon', () => {
    for (const faq of FAQS)
      for (const paragraph of faq.answer)
        for (const inline of paragraph)
          if (typeof inline !== 'string') expect(inline.to).toMatch(/^\/[a-z]/);
  });
});
