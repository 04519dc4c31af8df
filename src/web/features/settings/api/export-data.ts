import { exportFilename, type ExportFormat } from '@/shared/account/account-schemas';
import { networkFailure, toApiError } from '@/web/lib/api-client';

export type ExportedFile = { blob: Blob; filename: string };

/** `attachment; filename="canyon-export-2026-11-25.json"` → the quoted name. */
export function filenameFromDisposition(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;\s]+)/);
  return match?.[1] ?? null;
}

/** GET /api/export?format=…: the reader's data as one file. */
export async function exportData(format: ExportFormat): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await fetch(`/api/export?format=${format}`, { credentials: 'same-origin' });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await toApiError(response);
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ??
    exportFilename(format, new Date());
  return { blob: await response.blob(), filename };
}
