import { z } from 'zod';
import { contactCategories } from '../support/contact-schemas';
import { cleanString } from '../text/text-schema';

// Usage events (spec §3, §7 analytics; issue #15): kept in Canyon's own database with the
// reader, a name, properties and the time; never sent to a third party. Some are recorded by
// the server as the action happens; the rest are reported by the web app (POST /api/events).

/** The help center's category chips; `help_category_<id>` is recorded when one is chosen. */
export const helpCategoryIds = [
  'all',
  'getting_started',
  'managing_articles',
  'ai_features',
  'billing',
  'account',
] as const;
export type HelpCategoryId = (typeof helpCategoryIds)[number];

export const helpCategoryEventNames = helpCategoryIds.map((id) => `help_category_${id}` as const);
export const supportRequestEventNames = contactCategories.map(
  (category) => `support_request_${category}` as const,
);

/** Events the server records itself, as the action happens. */
export const serverEventNames = [
  'login',
  'logout',
  'article_saved',
  'article_archived',
  'feature_used',
  ...supportRequestEventNames,
] as const;

/** Events the web app reports: what only the page knows (a view, an opening). */
export const clientEventNames = [
  'page_view',
  'article_read',
  'help_page_view',
  ...helpCategoryEventNames,
] as const;

export type UsageEventName = (typeof serverEventNames)[number] | (typeof clientEventNames)[number];

export const PAGE_TITLE_MAX_LENGTH = 200;

const noProperties = z.strictObject({}).default({});

/** Body of POST /api/events. Each name carries only its own properties. */
export const clientEventSchema = z.union([
  z.strictObject({
    name: z.literal('page_view'),
    properties: z.strictObject({
      page_title: cleanString().trim().min(1).max(PAGE_TITLE_MAX_LENGTH),
    }),
  }),
  z.strictObject({
    name: z.literal('article_read'),
    properties: z.strictObject({ article_id: z.string().min(1).max(200) }),
  }),
  z.strictObject({
    name: z.enum(['help_page_view', ...helpCategoryEventNames]),
    properties: noProperties,
  }),
]);

export type ClientEvent = z.infer<typeof clientEventSchema>;
