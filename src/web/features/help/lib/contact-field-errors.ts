import type { ContactRequest } from '@/shared/support/contact-schemas';

export type ContactFieldName = keyof ContactRequest;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** The form's fields in the order they appear (the first invalid one gets focus). */
export const CONTACT_FIELDS: readonly ContactFieldName[] = [
  'name',
  'email',
  'category',
  'subject',
  'message',
];

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of contactRequestSchema for each field that failed. */
export function contactFieldErrors(issues: readonly Issue[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function firstInvalidField(errors: ContactFieldErrors): ContactFieldName | null {
  return CONTACT_FIELDS.find((name) => errors[name]) ?? null;
}
