import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, type ExportFormat } from '@/shared/account/account-schemas';
import { exportData } from '@/web/features/settings/api/export-data';
import { saveFile } from '@/web/features/settings/lib/save-file';

/** Spec "Export success message": 3000 ms. */
export const EXPORT_MESSAGE_MS = 3000;

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'exporting'; format: ExportFormat }
  | { kind: 'done' }
  | { kind: 'failed' };

/** Spec §4 Export: exporting, then the success message for 3 seconds; a failure says so. */
export function useExportData() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (format: ExportFormat) => {
    clearTimeout(timer.current);
    setState({ kind: 'exporting', format });
    try {
      const { blob, filename } = await exportData(format);
      saveFile(blob, filename);
      setState({ kind: 'done' });
      timer.current = setTimeout(() => setState({ kind: 'idle' }), EXPORT_MESSAGE_MS);
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);

  return { state, run, successMessage: ACCOUNT_MESSAGES.exported };
}
