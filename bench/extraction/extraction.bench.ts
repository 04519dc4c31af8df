// Extraction benchmark (a benchmark, not a timed test), issue #20: Canyon's extractor against
// plain Readability on linkedom, side by side in one run, on the three labelled sets in
// ../shared/ (labelled-sets.ts), each scored by its own scorer.
//
//   npm run bench:extraction                                   # all three sets, 3 rounds
//   npm run bench:extraction -- --sets dragnet,readability --rounds 1 --losses 15
//
// Per set: F1, precision and recall on the train and test splits (tune on train, report test);
// catastrophic pages (page-verdicts.ts) on both splits, named; the train pages where Canyon loses
// most against Readability; CPU time per page, as the whole batch's CPU time (all threads)
// minus a one-page batch's, over the other pages, with the one-page batch beside it as the
// start-up cost; per-page median and p95 wall time inside each extractor, and peak RSS.
// Each round runs the two batch commands back to back, alternating which goes first.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median, repoRoot, runBatch, type RunSummary } from './batch-runs';
import { chosenSets, option } from './bench-options';
import { loadLabelledSet, type LabelledSet, type Metrics, type Prediction } from './labelled-sets';
import { isCatastrophic, pageF1, worstLosses, type PageComparison } from './page-verdicts';

type Extractor = 'canyon' | 'readability';
const EXTRACTOR_NAMES: Record<Extractor, string> = {
  canyon: 'Canyon',
  readability: 'plain Readability',
};

function command(extractor: Extractor, pagesDir: string, manifest: string, out: string): string[] {
  if (extractor === 'canyon') {
    // DESIGN.md §4's contract, exactly as an outside tool runs it.
    return ['npm', 'run', '--silent', 'extract:batch', '--', pagesDir, manifest, out];
  }
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  return [tsx, 'bench/extraction/plain-readability-batch.ts', pagesDir, manifest, out];
}

type SetResult = {
  set: LabelledSet;
  runs: Record<Extractor, RunSummary[]>;
  onePage: Record<Extractor, RunSummary[]>;
  scores: Record<Extractor, Record<'train' | 'test', Metrics>>;
  pages: PageComparison[];
};

async function writeManifest(file: string, set: LabelledSet, ids: string[]): Promise<void> {
  await writeFile(
    file,
    JSON.stringify(Object.fromEntries(ids.map((id) => [id, { url: set.urls[id] }]))),
  );
}

async function measureSet(set: LabelledSet, rounds: number, work: string): Promise<SetResult> {
  const ids = [...set.splits.train, ...set.splits.test];
  const manifest = path.join(work, `${set.key}.json`);
  const oneManifest = path.join(work, `${set.key}-one.json`);
  await writeManifest(manifest, set, ids);
  await writeManifest(oneManifest, set, ids.slice(0, 1));
  const out = (e: Extractor) => path.join(work, `${set.key}-${e}.out.json`);
  const extractors: Extractor[] = ['readability', 'canyon'];

  // Untimed: warms tsx's compile cache for both.
  for (const e of extractors) await runBatch(command(e, set.pagesDir, oneManifest, out(e)));

  const runs: SetResult['runs'] = { canyon: [], readability: [] };
  const onePage: SetResult['onePage'] = { canyon: [], readability: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? extractors : [...extractors].reverse();
    for (const e of order) {
      onePage[e].push(await runBatch(command(e, set.pagesDir, oneManifest, out(e))));
      const summary = await runBatch(command(e, set.pagesDir, manifest, out(e)));
      runs[e].push(summary);
      process.stderr.write(
        `${set.key} round ${round + 1}/${rounds} ${e}: ${(summary.wallMs / 1000).toFixed(1)} s wall, ${(summary.cpuMs / 1000).toFixed(1)} s CPU\n`,
      );
    }
  }

  const predictions = {} as Record<Extractor, Prediction>;
  for (const e of extractors) {
    predictions[e] = JSON.parse(await readFile(out(e), 'utf8')) as Prediction;
  }
  const text = (e: Extractor, id: string) => predictions[e][id]?.articleBody ?? '';
  const scoreOf = (e: Extractor) => ({
    train: set.score(predictions[e], set.splits.train),
    test: set.score(predictions[e], set.splits.test),
  });
  return {
    set,
    runs,
    onePage,
    scores: { canyon: scoreOf('canyon'), readability: scoreOf('readability') },
    pages: ids.map((id) => ({
      id,
      canyon: set.page(id, text('canyon', id)),
      readability: set.page(id, text('readability', id)),
    })),
  };
}

const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${f3(x)}`;

/** CPU per page beyond the start-up: the whole batch's CPU minus a one-page batch's. */
function cpuPerPage(result: SetResult, e: Extractor): { perPageMs: number; startupMs: number } {
  const pages = result.set.splits.train.length + result.set.splits.test.length;
  const whole = median(result.runs[e].map((r) => r.cpuMs));
  const one = median(result.onePage[e].map((r) => r.cpuMs));
  return { perPageMs: (whole - one) / Math.max(1, pages - 1), startupMs: one };
}

function report(result: SetResult, lossCount: number): string[] {
  const { set, scores } = result;
  const lines: string[] = [];
  const inSplit = (split: 'train' | 'test') => {
    const ids = new Set(set.splits[split]);
    return result.pages.filter((page) => ids.has(page.id));
  };
  lines.push(
    `### ${set.name} (${set.splits.train.length} train, ${set.splits.test.length} test pages; ${set.unit})`,
  );
  lines.push('');
  lines.push('| split | extractor | F1 | precision | recall | catastrophic pages |');
  lines.push('| --- | --- | --- | --- | --- | --- |');
  for (const split of ['test', 'train'] as const) {
    const catastrophic = inSplit(split).filter(isCatastrophic);
    for (const e of ['canyon', 'readability'] as const) {
      const m = scores[e][split];
      const count = e === 'canyon' ? String(catastrophic.length) : '';
      lines.push(
        `| ${split} | ${EXTRACTOR_NAMES[e]} | ${f3(m.f1)} | ${f3(m.precision)} | ${f3(m.recall)} | ${count} |`,
      );
    }
  }
  lines.push('');
  lines.push(
    '| extractor | CPU per page | start-up CPU (one-page batch) | median ms/page | p95 ms/page | peak RSS |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- |');
  for (const e of ['canyon', 'readability'] as const) {
    const cpu = cpuPerPage(result, e);
    const runs = result.runs[e];
    lines.push(
      `| ${EXTRACTOR_NAMES[e]} | ${cpu.perPageMs.toFixed(1)} ms | ${(cpu.startupMs / 1000).toFixed(2)} s | ` +
        `${median(runs.map((r) => r.medianMs)).toFixed(1)} | ${median(runs.map((r) => r.p95Ms)).toFixed(1)} | ` +
        `${Math.max(...runs.map((r) => r.peakRssMb)).toFixed(0)} MB |`,
    );
  }
  const describe = (page: PageComparison) =>
    `\`${page.id}\` (F1 ${f3(pageF1(page.canyon))} vs ${f3(pageF1(page.readability))}, recall ${f3(page.canyon.recall)} vs ${f3(page.readability.recall)})`;
  for (const split of ['test', 'train'] as const) {
    const catastrophic = inSplit(split).filter(isCatastrophic);
    lines.push('');
    lines.push(
      `Catastrophic on ${split}: ${catastrophic.length ? catastrophic.map(describe).join(', ') : 'none'}`,
    );
  }
  lines.push('');
  lines.push(`Train pages where Canyon loses most against Readability (page F1):`);
  for (const page of worstLosses(inSplit('train'), lossCount)) lines.push(`- ${describe(page)}`);
  return lines;
}

function summaryRow(result: SetResult): string {
  const c = result.scores.canyon.test;
  const r = result.scores.readability.test;
  const testIds = new Set(result.set.splits.test);
  const catastrophic = result.pages.filter((p) => testIds.has(p.id) && isCatastrophic(p)).length;
  const cpuC = cpuPerPage(result, 'canyon');
  const cpuR = cpuPerPage(result, 'readability');
  return (
    `| ${result.set.name} | ${f3(c.f1)} | ${f3(r.f1)} | ${signed(c.f1 - r.f1)} | ${catastrophic} | ` +
    `${cpuC.perPageMs.toFixed(1)} / ${cpuR.perPageMs.toFixed(1)} ms = ${(cpuC.perPageMs / cpuR.perPageMs).toFixed(2)}× | ` +
    `${(cpuC.startupMs / 1000).toFixed(2)} / ${(cpuR.startupMs / 1000).toFixed(2)} s |`
  );
}

async function main(): Promise<void> {
  const rounds = Math.max(1, Number(option('rounds', '3')));
  const lossCount = Math.max(0, Number(option('losses', '10')));
  const { sharedDir, keys } = chosenSets();

  const work = await mkdtemp(path.join(tmpdir(), 'canyon-bench-extraction-'));
  try {
    const load = loadavg()[0]!;
    const results: SetResult[] = [];
    for (const key of keys) {
      results.push(await measureSet(await loadLabelledSet(sharedDir, key), rounds, work));
    }
    const lines = [
      `Command: \`npm run bench:extraction -- --sets ${keys.join(',')} --rounds ${rounds}\``,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; 1-min load average ${load.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after. CPU figures are medians of ${rounds} rounds.`,
      '',
      '| set (test split) | Canyon F1 | Readability F1 | difference | catastrophic pages | CPU per page, Canyon / Readability | start-up CPU, Canyon / Readability |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...results.map(summaryRow),
    ];
    for (const result of results) lines.push('', ...report(result, lossCount));
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
