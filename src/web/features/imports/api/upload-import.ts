import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '@/web/features/imports/api/import-keys';
import { networkFailure, toApiError } from '@/web/lib/api-client';

/**
 * POST /api/imports: the file as multipart form data (field `file`). The app's API client
 * speaks JSON only; this is its one file upload, with the same errors (ApiError). The browser
 * sets the multipart Content-Type with its boundary, so none is given here.
 */
export async function uploadImport(file: File, signal?: AbortSignal): Promise<{ id: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/imports', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { id: string };
}

export function useUploadImport({ onStarted }: { onStarted: (id: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImport(file),
    onSuccess: ({ id }) => {
      onStarted(id);
      return queryClient.invalidateQueries({ queryKey: importKeys.list });
    },
  });
}
