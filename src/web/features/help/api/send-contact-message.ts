import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_MESSAGES,
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@/shared/support/contact-schemas';
import { api, ApiError } from '@/web/lib/api-client';

/** POST /api/contact: stored, and mailed to support. Open to visitors and signed-in readers. */
export async function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return contactResponseSchema.parse(await api.post<unknown>('/api/contact', body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/**
 * What to tell the sender when it failed: the server's own words for what the sender can act
 * on (too many messages, a field it refused), else the generic failure.
 */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return CONTACT_MESSAGES.failed;
}
