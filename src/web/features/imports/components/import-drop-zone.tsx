import { FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useUploadImport } from '@/web/features/imports/api/upload-import';
import { formatFileSize } from '@/web/features/imports/lib/format-file-size';
import { IMPORT_FILE_TYPES } from '@/web/features/imports/lib/import-sources';
import { uploadFailureMessage } from '@/web/features/imports/lib/upload-failure-message';
import { cn } from '@/web/lib/cn';

type ImportDropZoneProps = {
  /** An import of the reader's is still running: the server takes no second one (409). */
  running: boolean;
  onStarted: (id: string) => void;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Choose or drop an export file, then Import. The file input is real and sits inside the label,
 * so keyboards and screen readers use it as they use any file field; dropping is extra.
 */
export function ImportDropZone({ running, onStarted }: ImportDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadImport({
    onStarted: (id) => {
      setFile(null);
      if (input.current) input.current.value = '';
      onStarted(id);
    },
  });

  const choose = (chosen: File | null | undefined) => {
    setFile(chosen ?? null);
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !upload.isPending) upload.mutate(file);
  };

  const dragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (!hasFiles(event) || upload.isPending) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <form onSubmit={submit} className="mt-6">
      <label
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={(event) => {
          // Moving over the label's own children is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped && !upload.isPending) choose(dropped);
        }}
        data-dragging={dragging || undefined}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-ink dark:has-[input:focus-visible]:outline-brand-ink-dark',
          dragging
            ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-400/10'
            : 'border-stone-300 hover:border-stone-400 hover:bg-stone-50 dark:border-stone-700 dark:hover:border-stone-600 dark:hover:bg-stone-900',
          upload.isPending && 'pointer-events-none opacity-60',
        )}
      >
        <input
          ref={input}
          type="file"
          name="file"
          accept={IMPORT_FILE_TYPES}
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-labelledby={nameId}
          aria-describedby={hintId}
          className="sr-only"
        />
        <FileUp aria-hidden="true" className="size-7 text-stone-500 dark:text-stone-400" />
        <span id={nameId} className="text-[0.9375rem] font-semibold text-stone-900 dark:text-white">
          Choose an export file
        </span>
        <span id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          {dragging
            ? 'Let go to choose this file.'
            : 'or drop it here. CSV, HTML, JSON or zip, as the app gave it to you.'}
        </span>
      </label>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          className="min-w-0 text-sm break-words text-stone-700 dark:text-stone-300"
          aria-live="polite"
        >
          {file ? (
            <>
              <span className="font-semibold text-stone-900 dark:text-white">{file.name}</span>
              <span className="text-stone-600 dark:text-stone-400">
                {' '}
                · {formatFileSize(file.size)}
              </span>
            </>
          ) : running ? (
            'An import is running. You can start another when it has finished.'
          ) : (
            'No file chosen yet.'
          )}
        </p>
        <Button type="submit" disabled={!file || running || upload.isPending}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
          {upload.isPending ? 'Uploading…' : 'Import'}
        </Button>
      </div>

      {upload.isError && (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-red-50 p-4 text-sm leading-6 text-red-900 ring-1 ring-red-200 ring-inset dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
        >
          {uploadFailureMessage(upload.error)}
        </p>
      )}
    </form>
  );
}
