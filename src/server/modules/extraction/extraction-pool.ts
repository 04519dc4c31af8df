// Extraction off the main event loop. A hostile page (megabytes of nested markup, a pathological
// regex case) must neither stall other requests nor take the server down, so every page runs in
// a worker thread with a capped heap and a time limit. A worker that runs out of memory, crashes
// or overruns is terminated and replaced; its task fails with PARSE_ERROR and the others go on.

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError, errorStatus, type ErrorCode } from '../../errors';
import type { ExtractedArticle } from './extract-article';
import { parseError } from './extraction-errors';
import type { ExtractionTask, ExtractionTaskResult } from './extraction-worker';

export type ExtractionPoolOptions = {
  /** Worker threads (default: 2, or fewer on a one-core machine). */
  threads?: number;
  /** Heap cap per worker; a page that needs more fails with PARSE_ERROR (default 128 MB). */
  maxOldGenerationSizeMb?: number;
  /** Young-generation cap per worker (default 16 MB: fewer scavenges on DOM-heavy pages). */
  maxYoungGenerationSizeMb?: number;
  /** Time limit per page, counted from when a worker picks it up (default 5 s). */
  taskTimeoutMs?: number;
  /**
   * Extra time allowed while a worker may still be starting (loading the extractor takes a
   * second or more on a busy machine): before the first result, and after a worker was replaced.
   */
  startupGraceMs?: number;
  /** The worker module; tests substitute a misbehaving one. Defaults to extraction-worker.ts. */
  workerFile?: string;
  /** Told about worker failures that have no task to fail (for logging). */
  onWorkerError?: (error: unknown) => void;
};

export type TimedExtraction = { article: ExtractedArticle; durationMs: number };

export const DEFAULT_TASK_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_OLD_GENERATION_MB = 128;
export const DEFAULT_MAX_YOUNG_GENERATION_MB = 16;
export const DEFAULT_STARTUP_GRACE_MS = 15_000;

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

/** A small FIFO gate: at most `limit` tasks inside the pool, so a task's clock starts when it runs. */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async enter(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

export class ExtractionPool {
  private readonly piscina: Piscina<ExtractionTask, ExtractionTaskResult>;
  private readonly gate: Gate;
  private readonly taskTimeoutMs: number;
  private readonly startupGraceMs: number;
  /** True until a worker answers, and again after one was terminated. */
  private cold = true;
  /** Configured number of worker threads. */
  readonly size: number;

  constructor(options: ExtractionPoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? Math.min(2, availableParallelism()));
    this.size = threads;
    this.taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    this.startupGraceMs = options.startupGraceMs ?? DEFAULT_STARTUP_GRACE_MS;
    this.gate = new Gate(threads);
    this.piscina = new Piscina<ExtractionTask, ExtractionTaskResult>({
      filename: options.workerFile ?? DEFAULT_WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Workers wait for tasks on their message port rather than in Atomics.wait: measured less
      // CPU and memory for the same batch.
      atomics: 'disabled',
      execArgv: workerExecArgv(),
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

  /** Extracts one page; the time it spent inside the extractor comes back with it. */
  /**
   * Extracts one page. `html` may also be the page's UTF-8 bytes: they are moved to the worker
   * rather than copied, and the caller must not use them afterwards.
   */
  async extractTimed(
    html: string | Uint8Array,
    url: string,
    signal?: AbortSignal,
  ): Promise<TimedExtraction> {
    await this.gate.enter();
    const timeout = AbortSignal.timeout(this.taskTimeoutMs + (this.cold ? this.startupGraceMs : 0));
    const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let result: ExtractionTaskResult;
    try {
      if (typeof html === 'string') {
        result = await this.piscina.run({ html, url }, { signal: abort });
      } else {
        const { bytes, buffer } = movable(html);
        result = await this.piscina.run(
          { html: bytes, url },
          { signal: abort, transferList: [buffer] },
        );
      }
      this.cold = false;
    } catch (error) {
      this.cold = true; // the worker that ran it was terminated and is being replaced
      if (signal?.aborted) throw signal.reason ?? error; // the caller gave up; not the page's fault
      // Timed out, out of memory, or the worker crashed: the page could not be parsed.
      throw parseError(error);
    } finally {
      this.gate.leave();
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
    signal?: AbortSignal,
  ): Promise<ExtractedArticle> {
    return (await this.extractTimed(html, url, signal)).article;
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
