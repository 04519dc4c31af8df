// The baseline for bench/extraction/extraction.bench.ts: plain Readability on linkedom
// (plain-readability.ts), one page after the other in one process. Same arguments and summary
// lines as extract:batch.
//
//   tsx bench/extraction/plain-readability-batch.ts <html-dir> <manifest.json> <out.json>

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cpuMs, formatSummary, quantile } from '../../src/server/modules/extraction/extract-batch';
import { plainReadability } from './plain-readability';

async function main(argv: string[]): Promise<void> {
  const [htmlDir, manifestFile, outFile] = argv;
  if (!htmlDir || !manifestFile || !outFile)
    throw new Error(
      'usage: tsx bench/extraction/plain-readability-batch.ts <html-dir> <manifest.json> <out.json>',
    );
  const started = performance.now();
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
    string,
    { url: string }
  >;
  const output: Record<string, { articleBody: string; title: string }> = {};
  const durations: number[] = [];
  let failed = 0;
  for (const id of Object.keys(manifest)) {
    const html = await readFile(path.join(htmlDir, `${id}.html`), 'utf8');
    const pageStarted = performance.now();
    const article = plainReadability(html);
    if (!article) failed += 1;
    durations.push(performance.now() - pageStarted);
    output[id] = article ?? { articleBody: '', title: '' };
  }
  await writeFile(outFile, `${JSON.stringify(output)}\n`);
  durations.sort((a, b) => a - b);
  const summary = {
    pages: durations.length,
    failed,
    medianMs: quantile(durations, 0.5),
    p95Ms: quantile(durations, 0.95),
    wallMs: performance.now() - started,
    cpuMs: cpuMs(),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${formatSummary(summary)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
