// `npm run --silent extract:batch -- <html-dir> <manifest.json> <out.json>` (DESIGN.md §4).
//
// Runs saved pages through the production extraction path (the same worker pool and extractor
// that saving uses, minus the network fetch). The manifest is {"<id>": {"url": "..."}}, pages are
// <html-dir>/<id>.html, and the output is {"<id>": {"articleBody": "<plain text>", "title": "..."}}.
// A page that cannot be read or extracted still gets an entry, with an empty articleBody.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createExtractionPool, type ExtractionPoolOptions } from './extraction-pool';

export type BatchEntry = { articleBody: string; title: string };

export type BatchSummary = {
  pages: number;
  failed: number;
  medianMs: number;
  p95Ms: number;
  wallMs: number;
  /** CPU time of the whole process, worker threads included. */
  cpuMs: number;
  peakRssMb: number;
};

const manifestSchema = z.record(z.string(), z.object({ url: z.string() }).loose());

export type Manifest = z.infer<typeof manifestSchema>;

/** The value at quantile q (0..1) of ascending `sorted`, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** An id may only name a file directly inside the HTML folder. */
function pagePath(htmlDir: string, id: string): string | null {
  if (
    !id ||
    id.includes('/') ||
    id.includes('\\') ||
    id === '.' ||
    id === '..' ||
    id.includes('\0')
  )
    return null;
  return path.join(htmlDir, `${id}.html`);
}

export async function runBatch(
  htmlDir: string,
  manifest: Manifest,
  poolOptions: ExtractionPoolOptions = {},
): Promise<{
  output: Record<string, BatchEntry>;
  summary: BatchSummary;
  errors: Record<string, string>;
}> {
  const started = performance.now();
  const pool = createExtractionPool(poolOptions);
  const ids = Object.keys(manifest);
  const output: Record<string, BatchEntry> = {};
  const errors: Record<string, string> = {};
  const durations: number[] = [];
  for (const id of ids) output[id] = { articleBody: '', title: '' }; // manifest order in the file

  // Keep a couple of pages per worker in flight: workers never wait for the disk, and the
  // whole folder is never in memory at once.
  let next = 0;
  const inFlight = pool.size * 2;
  const runner = async (): Promise<void> => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const file = pagePath(htmlDir, id);
      try {
        if (!file) throw new Error('invalid page id');
        // Bytes, moved to the worker and decoded there as UTF-8: the page never sits in this thread's heap.
        const html = await readFile(file);
        const { article, durationMs } = await pool.extractTimed(html, manifest[id]!.url);
        output[id] = { articleBody: article.textContent, title: article.title };
        durations.push(durationMs);
      } catch (error) {
        errors[id] = error instanceof Error ? error.message : String(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, runner));
  } finally {
    await pool.close();
  }

  durations.sort((a, b) => a - b);
  const summary: BatchSummary = {
    pages: ids.length,
    failed: Object.keys(errors).length,
    medianMs: quantile(durations, 0.5),
    p95Ms: quantile(durations, 0.95),
    wallMs: performance.now() - started,
    cpuMs: cpuMs(),
    // maxRSS covers the whole process, worker threads included.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  return { output, summary, errors };
}

/** CPU time used by this process so far, all threads. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function formatSummary(summary: BatchSummary): string {
  return [
    `pages: ${summary.pages} (${summary.failed} without extractable content)`,
    `median: ${summary.medianMs.toFixed(1)} ms per page`,
    `p95: ${summary.p95Ms.toFixed(1)} ms per page`,
    `peak RSS: ${summary.peakRssMb.toFixed(0)} MB`,
    `wall: ${(summary.wallMs / 1000).toFixed(2)} s`,
    `cpu: ${(summary.cpuMs / 1000).toFixed(2)} s (all threads)`,
  ].join('\n');
}

const USAGE = 'usage: npm run --silent extract:batch -- <html-dir> <manifest.json> <out.json>';

/**
 * extract:batch runs on one worker thread. Each worker compiles the extractor for itself, and two
 * busy workers beside the main thread on two cores cost more CPU per page than one: measured
 * 17–20% more on Dragnet's 691 pages and about 6 ms a page more on 130 (bench/README.md), for a
 * wall time still well under plain Readability's.
 */
const BATCH_THREADS = 1;

async function main(argv: string[]): Promise<number> {
  const [htmlDir, manifestFile, outFile] = argv;
  if (!htmlDir || !manifestFile || !outFile || argv.length > 3) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
  } catch (error) {
    process.stderr.write(
      `extract:batch: cannot read manifest ${manifestFile}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  const { output, summary } = await runBatch(htmlDir, manifest, { threads: BATCH_THREADS });
  await writeFile(outFile, `${JSON.stringify(output)}\n`);
  process.stdout.write(`${formatSummary(summary)}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `extract:batch: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
