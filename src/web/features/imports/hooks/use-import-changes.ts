import { useEffect, useRef } from 'react';
import type { ImportSummary } from '@/shared/imports/import-schemas';

type Callbacks = {
  /** The import moved on (reading → fetching → done or failed): the list of imports is stale. */
  onStatusChange?: () => void;
  /** Articles were added or their content settled: the library is stale. */
  onLibraryChange?: () => void;
};

/**
 * Tells the screen around the Import section what an import's progress changed. The first
 * sight counts too: an import may have finished before the screen first asked about it.
 */
export function useImportChanges(summary: ImportSummary | undefined, callbacks: Callbacks) {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const status = summary ? `${summary.id}:${summary.status}` : null;
  const { added = 0, fetched = 0, failed = 0 } = summary?.counts ?? {};
  const library = summary ? `${summary.id}:${added}:${fetched}:${failed}` : null;

  useEffect(() => {
    if (status !== null) latest.current.onStatusChange?.();
  }, [status]);

  useEffect(() => {
    if (library !== null) latest.current.onLibraryChange?.();
  }, [library]);
}
