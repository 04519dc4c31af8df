import { z } from 'zod';

// Plans and the billing calls (spec §3 Plan definition, §6 upgrade and billing-portal rules,
// §8 Upgrade; DESIGN.md §4 "Billing").

export const BILLING_MESSAGES = {
  upgradeFailed: 'Failed to start upgrade process',
  portalFailed: 'Failed to open billing portal',
  notConfigured: 'Billing is not configured on this server.',
  alreadyPro: 'You are already on the Pro plan.',
  noBillingAccount: 'Only Pro subscribers with a billing account can manage billing.',
} as const;

export type PlanDefinition = {
  id: 'free' | 'pro';
  name: string;
  /** Per month; 0 for free. */
  price: number;
  features: string[];
};

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    features: ['Save articles', 'Clean reading view', 'Tags', 'Archive'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 4.99,
    features: [
      'Everything in Free',
      'AI summaries in 3-5 bullet points',
      'Ask questions about an article',
      'Priority support',
      'Early access to new features',
    ],
  },
];

/** POST /api/billing/checkout and POST /api/billing/portal: where to send the browser. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
