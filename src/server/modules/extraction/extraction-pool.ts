// Extraction off the main event loop. A hostile page (megabytes of nested markup, a pathological
// regex case) must neither stall other requests nor take the server down, so every page runs in
// a worker thread with a capped heap and a time limit. A worker that runs out of memory, crashes
// or overruns is terminated and replaced; its task fails with PARSE_ERROR and the others go on.
// Pages wait for a worker in per-reader queues served in turn (fair-queue.ts), so one reader's
// hostile pages cannot hold up another reader's save.

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError, errorStatus, type ErrorCode } from '../../errors';
import type { ExtractedArticle } from './extract-article';
import { parseError } from './extraction-errors';
import type { ExtractionTask, ExtractionTaskResult, WorkerStarted } from './extraction-worker';
import { FairQueue } from './fair-queue';
import { startPageBudget, type PageOverrun } from './page-budget';
import { EXTRACTION_WORKER_NICE } from './thread-priority';
import type { ExtractionWorkerData } from './worker-priority';

export type ExtractionPoolOptions = {
  /** Worker threads (default: 2, or fewer on a one-core machine). */
  threads?: number;
  /** Heap cap per worker; a page that needs more fails with PARSE_ERROR (default 128 MB). */
  maxOldGenerationSizeMb?: number;
  /** Young-generation cap per worker (default 16 MB: fewer scavenges on DOM-heavy pages). */
  maxYoungGenerationSizeMb?: number;
  /**
   * Time limit per page (default 5 s), counted from when the worker that took it has loaded the
   * extractor and starts on the page, in that worker's CPU time where the system tells
   * (page-budget.ts), else in wall-clock time.
   */
  taskTimeoutMs?: number;
  /** Wall-clock limit per page, waiting for the CPU included (default 2 × taskTimeoutMs, 10 s). */
  taskWallTimeoutMs?: number;
  /**
   * How long a worker may take to load the extractor before it starts on a page (a second or
   * more on a busy machine, after start-up or a replacement). Not part of the page's budget.
   */
  startupGraceMs?: number;
  /** Workers one reader's pages may hold at once (default: all but one, at least one). */
  maxRunningPerReader?: number;
  /** Pages waiting for a worker, all readers together (default 100); more answer 503. */
  maxWaiting?: number;
  /** Pages one reader may have waiting (default 10); more answer 503. */
  maxWaitingPerReader?: number;
  /** A page that has waited this long for a worker fails with 503 (default 10 s). */
  maxWaitMs?: number;
  /**
   * The workers' nice value (default 10): below the server's own thread, so the requests of
   * every reader are served before any page is parsed (thread-priority.ts; Linux only).
   */
  workerNice?: number;
  /** The worker module; tests substitute a misbehaving one. Defaults to extraction-worker.ts. */
  workerFile?: string;
  /** Told about worker failures that have no task to fail (for logging). */
  onWorkerError?: (error: unknown) => void;
};

export type TimedExtraction = { article: ExtractedArticle; durationMs: number };

export type ExtractOptions = {
  /** Whose save this is: pages wait in per-reader queues, served in turn. */
  reader?: string;
  /**
   * Work no reader is waiting for (an import's pages): it starts only while no reader's own save
   * is running or waiting, so a save made by hand has the CPU (fair-queue.ts).
   */
  background?: boolean;
  /** The caller giving up (not the page's fault: rejects with the signal's reason). */
  signal?: AbortSignal;
};

/** Why a worker was stopped: the page ran past its budget, or the worker never got to it. */
export class ExtractionOverrun extends Error {
  constructor(
    readonly limit: PageOverrun['limit'] | 'worker start-up',
    readonly ms: number,
  ) {
    super(`extraction stopped: ${limit} of ${ms} ms exceeded`);
    this.name = 'ExtractionOverrun';
  }
}

export const DEFAULT_TASK_TIMEOUT_MS = 5_000;
/** A page's wall-clock limit, as a multiple of its CPU budget. */
export const WALL_TIMEOUT_FACTOR = 2;
export const DEFAULT_MAX_OLD_GENERATION_MB = 128;
export const DEFAULT_MAX_YOUNG_GENERATION_MB = 16;
export const DEFAULT_STARTUP_GRACE_MS = 15_000;
export const DEFAULT_MAX_WAITING = 100;
export const DEFAULT_MAX_WAITING_PER_READER = 10;
export const DEFAULT_MAX_WAIT_MS = 10_000;
/** Pages without a reader (batch extraction) share one queue, with no per-reader limits. */
const NO_READER = '';

/**
 * Run from the sources (tsx, vitest) this module is a .ts file; in the production build it is
 * part of dist/server/main.js, next to the compiled worker (scripts/server-build.ts).
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

const DEFAULT_WORKER_FILE = fileURLToPath(
  new URL(FROM_SOURCES ? './extraction-worker.ts' : './extraction-worker.js', import.meta.url),
);

/**
 * From the sources, workers load the TypeScript extractor through tsx's require hook, whatever
 * started the parent (tsx, vitest or plain node). The hook runs inside the worker; tsx's full ESM
 * loader would add a loader thread and ~20 MB to every worker. The compiled worker needs no hook
 * (and tsx is not installed in production). The parent's other flags are kept.
 */
function workerExecArgv(): string[] {
  const inherited: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const takesValue =
      (arg === '--require' || arg === '-r' || arg === '--import' || arg === '--loader') &&
      i + 1 < argv.length;
    const value = takesValue ? argv[i + 1]! : arg;
    if (/[\\/]tsx[\\/]|^tsx(?:\/|$)/.test(value)) {
      if (takesValue) i++;
      continue;
    }
    // Heap sizes belong to the process (npm start caps the main heap); workers have their
    // resourceLimits, and refuse these flags.
    if (/^--max-(?:old|semi)-space-size(?:=|$)/.test(arg)) continue;
    inherited.push(arg);
    if (takesValue) inherited.push(argv[++i]!);
  }
  if (!FROM_SOURCES) return inherited;
  return [...inherited, '--require', createRequire(import.meta.url).resolve('tsx/cjs')];
}

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}

/** Bytes that own their whole ArrayBuffer, so moving that buffer moves nothing else. */
function movable(bytes: Uint8Array): { bytes: Uint8Array; buffer: ArrayBuffer } {
  const { buffer } = bytes;
  if (
    buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
  ) {
    return { bytes, buffer };
  }
  const copy = new Uint8Array(bytes);
  return { bytes: copy, buffer: copy.buffer };
}

export class ExtractionPool {
  private readonly piscina: Piscina<ExtractionTask, ExtractionTaskResult>;
  private readonly queue: FairQueue;
  private readonly taskTimeoutMs: number;
  private readonly taskWallTimeoutMs: number;
  private readonly startupGraceMs: number;
  /** Configured number of worker threads. */
  readonly size: number;

  constructor(options: ExtractionPoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? Math.min(2, availableParallelism()));
    this.size = threads;
    this.taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    this.taskWallTimeoutMs = Math.max(
      this.taskTimeoutMs,
      options.taskWallTimeoutMs ?? this.taskTimeoutMs * WALL_TIMEOUT_FACTOR,
    );
    this.startupGraceMs = options.startupGraceMs ?? DEFAULT_STARTUP_GRACE_MS;
    this.queue = new FairQueue({
      slots: threads,
      maxRunningPerKey: options.maxRunningPerReader ?? Math.max(1, threads - 1),
      maxWaiting: options.maxWaiting ?? DEFAULT_MAX_WAITING,
      maxWaitingPerKey: options.maxWaitingPerReader ?? DEFAULT_MAX_WAITING_PER_READER,
      maxWaitMs: options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS,
      // A worker frees up within one page budget.
      retryAfterSeconds: Math.max(1, Math.ceil(this.taskTimeoutMs / 1000)),
      unlimitedKey: NO_READER,
    });
    this.piscina = new Piscina<ExtractionTask, ExtractionTaskResult>({
      filename: options.workerFile ?? DEFAULT_WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Workers wait for tasks on their message port rather than in Atomics.wait: measured less
      // CPU and memory for the same batch.
      atomics: 'disabled',
      execArgv: workerExecArgv(),
      workerData: {
        nice: options.workerNice ?? EXTRACTION_WORKER_NICE,
      } satisfies ExtractionWorkerData,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? DEFAULT_MAX_OLD_GENERATION_MB,
        maxYoungGenerationSizeMb:
          options.maxYoungGenerationSizeMb ?? DEFAULT_MAX_YOUNG_GENERATION_MB,
      },
    });
    // A worker that dies between tasks has nobody to reject; without a listener the 'error'
    // event would throw and take the process down.
    this.piscina.on('error', (error: unknown) => options.onWorkerError?.(error));
  }

  /**
   * Extracts one page; the time it spent inside the extractor comes back with it. `html` may
   * also be the page's UTF-8 bytes: they are moved to the worker rather than copied, and the
   * caller must not use them afterwards.
   */
  async extractTimed(
    html: string | Uint8Array,
    url: string,
    { reader = NO_READER, signal, background }: ExtractOptions = {},
  ): Promise<TimedExtraction> {
    const release = await this.queue.enter(reader, { signal, background });
    const overrun = new AbortController();
    const abort = signal ? AbortSignal.any([signal, overrun.signal]) : overrun.signal;
    // The page's clock starts when the worker says it has the page, so a worker that is still
    // loading (after start-up or a replacement) neither eats into the budget nor extends it.
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    const startup = setTimeout(
      () => overrun.abort(new ExtractionOverrun('worker start-up', this.startupGraceMs)),
      this.startupGraceMs,
    );
    let stopBudget = () => clearTimeout(startup);
    started.once('message', ({ tid }: WorkerStarted) => {
      stopBudget();
      stopBudget = startPageBudget({
        tid,
        budgetMs: this.taskTimeoutMs,
        wallMs: this.taskWallTimeoutMs,
        onOverrun: ({ limit, ms }) => overrun.abort(new ExtractionOverrun(limit, ms)),
      });
    });
    let result: ExtractionTaskResult;
    try {
      const task: ExtractionTask = { html, url, started: startedInWorker };
      const transferList: TransferListItem[] = [startedInWorker];
      if (typeof html !== 'string') {
        const { bytes, buffer } = movable(html);
        task.html = bytes;
        transferList.push(buffer);
      }
      result = await this.piscina.run(task, { signal: abort, transferList });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error; // the caller gave up; not the page's fault
      // Over budget, out of memory, or the worker crashed: the worker was terminated and is
      // being replaced, and the page could not be parsed.
      throw parseError(overrun.signal.aborted ? overrun.signal.reason : error);
    } finally {
      stopBudget();
      started.close();
      release();
    }
    if (result.ok) return { article: result.article, durationMs: result.durationMs };
    const code = isErrorCode(result.code) ? result.code : 'PARSE_ERROR';
    throw new AppError(
      code,
      result.message,
      result.detail ? { cause: new Error(result.detail) } : undefined,
    );
  }

  async extract(
    html: string | Uint8Array,
    url: string,
    options?: ExtractOptions,
  ): Promise<ExtractedArticle> {
    return (await this.extractTimed(html, url, options)).article;
  }

  /** Pages waiting for a worker, all readers together. */
  get waitingCount(): number {
    return this.queue.waitingCount;
  }

  /** Number of live worker threads (replaced workers included). */
  get threadCount(): number {
    return this.piscina.threads.length;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

export function createExtractionPool(options?: ExtractionPoolOptions): ExtractionPool {
  return new ExtractionPool(options);
}
