import { z } from 'zod';
import { cleanString } from '../text/text-schema';

// The reader's own account: profile, export and deletion (issue #14; spec §5 Delete account,
// §7 exportUserData and deleteUserAccount, §8 outcomes).

export const DELETE_CONFIRMATION = 'DELETE MY ACCOUNT';

export const ACCOUNT_MESSAGES = {
  deleteConfirmation: 'Please type "DELETE MY ACCOUNT" to confirm',
  exported: 'Your data has been successfully exported and downloaded.',
  exportFailed: 'Failed to export data',
  subscriptionLoadFailed: 'Failed to load subscription data',
} as const;

/** Body of DELETE /api/me. The phrase must match exactly (no trimming, no case folding). */
export const deleteAccountRequestSchema = z.strictObject({
  confirmation: z.string().max(100),
});

/** Body of PATCH /api/me: the display name; empty means "Not set". */
export const updateProfileRequestSchema = z.strictObject({
  name: cleanString().trim().max(100, 'Display name must be at most 100 characters'),
});

export const exportFormats = ['json', 'html', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Query of GET /api/export. */
export const exportQuerySchema = z.object({
  format: z.enum(exportFormats).default('json'),
});

/** The attachment's name: `canyon-export-2026-11-25.json`. */
export function exportFilename(format: ExportFormat, at: Date): string {
  return `canyon-export-${at.toISOString().slice(0, 10)}.${format}`;
}

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
