import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@/shared/account/account-schemas';
import { userRecordSchema, type UserRecord } from '@/shared/auth/user-record';
import { api } from '@/web/lib/api-client';

/** PATCH /api/me: the display name; answers with the whole record. */
export async function updateProfile(body: UpdateProfileRequest): Promise<UserRecord> {
  return userRecordSchema.parse(await api.patch<unknown>('/api/me', body));
}

export function useUpdateProfile({ onUpdated }: { onUpdated: (record: UserRecord) => void }) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onUpdated });
}
