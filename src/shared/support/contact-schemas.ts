import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../auth/account-fields';
import { cleanString } from '../text/text-schema';

// The help center's contact form (spec "Help", §3 Contact form, §5 Contact form rules, §8
// outcomes; issue #15). Canyon stores each request and mails it to SUPPORT_EMAIL.

export const contactCategories = ['technical', 'billing', 'feature', 'account', 'general'] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** How each category reads in the form and in the mail to support. */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  technical: 'Technical support',
  billing: 'Billing and plans',
  feature: 'Feature request',
  account: 'Account',
  general: 'General question',
};

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, subject: 200, message: 5000 };

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailInvalid: 'Please enter a valid email address',
  categoryRequired: 'Please choose a category',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  /** Spec §8 outcomes, verbatim. */
  sent: "Message Sent! We'll get back to you within 24-48 hours.",
  sendAnother: 'Send Another Message',
  failed: 'Failed to send message. Please try again.',
  tooMany: 'Too many messages from this address. Please try again later.',
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  cleanString({ error: required }).trim().min(1, required).max(max, tooLong);

/** Body of POST /api/contact: all five fields required (spec §5). */
export const contactRequestSchema = z.strictObject({
  name: requiredText(
    CONTACT_LIMITS.name,
    CONTACT_MESSAGES.nameRequired,
    CONTACT_MESSAGES.nameTooLong,
  ),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  category: z.enum(contactCategories, { error: CONTACT_MESSAGES.categoryRequired }),
  subject: requiredText(
    CONTACT_LIMITS.subject,
    CONTACT_MESSAGES.subjectRequired,
    CONTACT_MESSAGES.subjectTooLong,
  ),
  message: requiredText(
    CONTACT_LIMITS.message,
    CONTACT_MESSAGES.messageRequired,
    CONTACT_MESSAGES.messageTooLong,
  ),
});

/** 201 answer of POST /api/contact. */
export const contactResponseSchema = z.object({
  id: z.string(),
  /** Sent by a Pro reader: support answers it first. */
  priority: z.boolean(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
