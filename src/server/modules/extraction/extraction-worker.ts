// The worker-thread side of the extraction pool: one task in, one plain result out. Every
// failure the extractor reports becomes data, so only a crash, a kill or the memory limit ever
// rejects a task (and extraction-pool.ts turns those into PARSE_ERROR).

// First: the thread lowers its priority before the extractor loads.
import './worker-priority';
import type { MessagePort } from 'node:worker_threads';
import { AppError } from '../../errors';
import { inlineLess } from './compiler-budget';
import { extractArticle, type ExtractedArticle } from './extract-article';
import { PARSE_ERROR_MESSAGE } from './extraction-errors';
import { readClassNamesFromAttribute } from './perf-linkedom-class-name';
import { registerListenersLazily } from './perf-linkedom-listeners';
import { listTagsWithoutUpperCasing } from './perf-linkedom-tag-lists';
import { keepUpperCaseTagNames } from './perf-linkedom-tag-name';
import { primePrepareHtml } from './prepare-html-primer';
import { currentThreadId } from './thread-priority';

// Before anything is optimised: the compiler inlines less (compiler-budget.ts).
inlineLess();

// This thread only extracts, and builds a great many linkedom nodes: four of linkedom's slow
// paths are replaced by equivalents (perf-linkedom-*.ts).
registerListenersLazily();
readClassNamesFromAttribute();
listTagsWithoutUpperCasing();
keepUpperCaseTagNames();

// Before the first page: the page scan is then compiled for all markup at once
// (prepare-html-primer.ts).
primePrepareHtml();

/** The worker's word that it has the page: its thread id where there is one. */
export type WorkerStarted = { tid: number | null };

/**
 * The page as text, or as UTF-8 bytes moved (not copied) from the caller's thread; `started`
 * is told (WorkerStarted) when this worker begins on the page, which starts the page's budget.
 */
export type ExtractionTask = { html: string | Uint8Array; url: string; started?: MessagePort };

export type ExtractionTaskResult =
  | { ok: true; article: ExtractedArticle; durationMs: number }
  | { ok: false; code: string; message: string; detail?: string; durationMs: number };

/**
 * Starts the page's time budget in the pool (this worker has loaded and has the page). The
 * thread's id lets the pool count the budget in this thread's own CPU time.
 */
export function reportStarted(task: ExtractionTask): void {
  task.started?.postMessage({ tid: currentThreadId() } satisfies WorkerStarted);
}

export default function runExtractionTask(task: ExtractionTask): ExtractionTaskResult {
  reportStarted(task);
  const started = performance.now();
  try {
    const html =
      typeof task.html === 'string'
        ? task.html
        : Buffer.from(task.html.buffer, task.html.byteOffset, task.html.byteLength).toString(
            'utf8',
          );
    const article = extractArticle(html, task.url);
    return { ok: true, article, durationMs: performance.now() - started };
  } catch (error) {
    const durationMs = performance.now() - started;
    if (error instanceof AppError)
      return { ok: false, code: error.code, message: error.message, durationMs };
    // An unexpected exception inside linkedom or Readability: the reader gets the spec's message,
    // the operator gets the detail.
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, code: 'PARSE_ERROR', message: PARSE_ERROR_MESSAGE, detail, durationMs };
  }
}
