import type { DeleteAccountRequest } from '@/shared/account/account-schemas';
import { apiRequest } from '@/web/lib/api-client';

/** DELETE /api/me with the confirmation phrase; the server removes everything the reader owns. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await apiRequest<unknown>('DELETE', '/api/me', body);
}
