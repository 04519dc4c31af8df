import { useQueryClient } from '@tanstack/react-query';
import { FileInput, RotateCcw } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { importKeys } from '@/web/features/imports/api/import-keys';
import { useImports } from '@/web/features/imports/api/list-imports';
import { CurrentImport } from '@/web/features/imports/components/current-import';
import { ImportDropZone } from '@/web/features/imports/components/import-drop-zone';
import { ImportHistory } from '@/web/features/imports/components/import-history';
import { ImportSourcesGuide } from '@/web/features/imports/components/import-sources-guide';
import { isImportRunning } from '@/web/features/imports/lib/import-progress';

type ImportSectionProps = {
  /** Articles arrived or changed through an import: the library (another feature) is stale. */
  onLibraryChanged?: () => void;
};

/**
 * Settings › Import (issue #16): where to find each app's export, the file to upload, the
 * running import's progress and its report, and the reader's earlier imports.
 */
export function ImportSection({ onLibraryChanged }: ImportSectionProps) {
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const imports = useImports({ shownId: chosenId });
  const list = imports.data ?? [];
  const currentId = chosenId ?? list[0]?.id ?? null;
  const running = list[0] ? isImportRunning(list[0].status) : false;
  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: importKeys.list }),
    [queryClient],
  );

  let current: ReactNode;
  if (imports.isPending) {
    current = (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-2.5 w-full rounded-full" />
      </div>
    );
  } else if (currentId) {
    current = (
      <CurrentImport
        key={currentId}
        id={currentId}
        onStatusChange={refreshList}
        onLibraryChange={onLibraryChanged}
      />
    );
  } else if (imports.isError) {
    current = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center sm:justify-between dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
      >
        Your imports could not be loaded.
        <Button variant="secondary" size="sm" onClick={() => void imports.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else {
    current = (
      <p className="rounded-2xl border border-dashed border-stone-300 px-5 py-6 text-center text-sm leading-6 text-stone-600 dark:border-stone-700 dark:text-stone-400">
        No imports yet. Once you upload a file, its progress and a report of every entry show here.
      </p>
    );
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 shadow-stone-900/5 ring-stone-900/[0.07] sm:p-8 dark:bg-stone-900/60 dark:shadow-none dark:ring-white/10"
    >
      <h2
        id="import-heading"
        className="flex items-center gap-2 text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
      >
        <FileInput aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        Import
      </h2>
      <p className="mt-2 max-w-2xl text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
        Bring your library from Pocket, Instapaper, Omnivore and others. Tags, saved dates and
        archive state come along.
      </p>
      <ImportSourcesGuide />
      <ImportDropZone running={running} onStarted={setChosenId} />
      <div className="mt-8 border-t border-stone-200 pt-6 dark:border-stone-800">{current}</div>
      {list.length > 1 && (
        <ImportHistory imports={list} currentId={currentId} onSelect={setChosenId} />
      )}
    </section>
  );
}
