import type { HelpCategoryId } from '@/shared/events/usage-events';

/** A topic an FAQ belongs to: every chip but All Topics. */
export type FaqCategoryId = Exclude<HelpCategoryId, 'all'>;

export type HelpCategory = { id: HelpCategoryId; label: string };

/**
 * The Help Center's category chips (spec "Help"), labels verbatim, in order. Each id is also
 * the name of the usage event recorded when the chip is picked (`help_category_<id>`).
 */
export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { id: 'all', label: 'All Topics' },
  { id: 'getting_started', label: 'Getting Started' },
  { id: 'managing_articles', label: 'Managing Articles' },
  { id: 'ai_features', label: 'AI Features' },
  { id: 'billing', label: 'Billing & Plans' },
  { id: 'account', label: 'Account Settings' },
];
