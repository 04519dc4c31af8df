import { z } from 'zod';
import { readerPreferencesSchema } from '../account/reader-preferences';
import { plans, subscriptionViewSchema } from './subscription-view';

/** `GET /api/me`: the spec's user record (PRODUCT-SPEC.md §3) with its subscription view. */
export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  plan: z.enum(plans),
  /** `email`, `google`, `github`, `apple` or `oidc`. */
  authProvider: z.string(),
  emailVerified: z.boolean(),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  subscription: subscriptionViewSchema,
  /** Reading and library preferences (defaults until the reader changes one). */
  preferences: readerPreferencesSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
