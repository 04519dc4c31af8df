// Extraction benchmark (a benchmark, not a timed test): Canyon's extractor against plain
// Readability-on-linkedom, in one run, over the Dragnet development set in
// ../shared/extraction-dataset/ (read in place; its licence is not the project's, so nothing is
// copied into the repository).
//
//   npm run bench:extraction [-- --rounds 3] [-- --dataset ../shared/extraction-dataset]
//
// Quality: both outputs are scored with the dataset's own score.mjs, on all pages and on
// Dragnet's train and test splits. Speed: the whole batch as one command
// (`npm run --silent extract:batch -- …`, worker pool and all) against plain Readability over the
// same pages in one process, run alternately, `--rounds` times each. The machine is shared, so
// each round's pair runs back to back and the target is judged on the median of the per-round
// ratios; the medians of each side are shown too.

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Split = 'all' | 'train' | 'test';
type Metrics = {
  f1: number;
  precision: number;
  recall: number;
  f1_std: number;
  precision_std: number;
  recall_std: number;
};
type Evaluate = (
  gt: Record<string, { articleBody: string }>,
  prediction: Record<string, { articleBody: string }>,
  nBootstrap?: number,
) => Metrics;
type RunSummary = {
  cpuMs: number;
  wallMs: number;
  medianMs: number;
  p95Ms: number;
  peakRssMb: number;
  failed: number;
};
type Contender = { name: string; command: string[]; out: string; runs: RunSummary[] };

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function run(command: string[]): Promise<{ stdout: string; wallMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (code === 0) resolve({ stdout, wallMs });
      else reject(new Error(`${command.join(' ')} exited with ${code}`));
    });
  });
}

/** Reads the summary lines both batch commands print (pages, median, p95, peak RSS). */
function parseSummary(stdout: string, wallMs: number): RunSummary {
  const number = (re: RegExp): number => {
    const m = re.exec(stdout);
    if (!m) throw new Error(`unexpected batch output:\n${stdout}`);
    return Number(m[1]);
  };
  return {
    wallMs,
    medianMs: number(/^median: ([\d.]+) ms/m),
    p95Ms: number(/^p95: ([\d.]+) ms/m),
    peakRssMb: number(/^peak RSS: ([\d.]+) MB/m),
    cpuMs: number(/^cpu: ([\d.]+) s/m) * 1000,
    failed: number(/^pages: \d+ \((\d+)/m),
  };
}

const f3 = (x: number): string => x.toFixed(3);

async function main(): Promise<void> {
  const rounds = Math.max(1, Number(option('rounds', '5')));
  const dataset = path.resolve(repoRoot, option('dataset', '../shared/extraction-dataset'));
  const pagesDir = path.join(dataset, 'pages');
  const gt = JSON.parse(await readFile(path.join(dataset, 'ground-truth.json'), 'utf8')) as Record<
    string,
    { articleBody: string; url: string }
  >;
  const splits = JSON.parse(await readFile(path.join(dataset, 'splits.json'), 'utf8')) as Record<
    'train' | 'test',
    string[]
  >;
  const { evaluate } = (await import(pathToFileURL(path.join(dataset, 'score.mjs')).href)) as {
    evaluate: Evaluate;
  };

  const work = await mkdtemp(path.join(tmpdir(), 'canyon-bench-'));
  try {
    const manifest = path.join(work, 'manifest.json');
    await writeFile(
      manifest,
      JSON.stringify(
        Object.fromEntries(Object.entries(gt).map(([id, page]) => [id, { url: page.url }])),
      ),
    );
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const contenders: Contender[] = [
      {
        name: 'plain Readability (linkedom)',
        command: [
          tsx,
          'bench/plain-readability-batch.ts',
          pagesDir,
          manifest,
          path.join(work, 'plain.json'),
        ],
        out: path.join(work, 'plain.json'),
        runs: [],
      },
      {
        name: 'Canyon extractor',
        command: [
          'npm',
          'run',
          '--silent',
          'extract:batch',
          '--',
          pagesDir,
          manifest,
          path.join(work, 'canyon.json'),
        ],
        out: path.join(work, 'canyon.json'),
        runs: [],
      },
    ];

    // One untimed pass of each on a few pages, so tsx's compile cache is warm for both.
    const warmManifest = path.join(work, 'warm.json');
    await writeFile(
      warmManifest,
      JSON.stringify(
        Object.fromEntries(
          Object.keys(gt)
            .slice(0, 4)
            .map((id) => [id, { url: gt[id]!.url }]),
        ),
      ),
    );
    for (const c of contenders)
      await run(c.command.map((arg) => (arg === manifest ? warmManifest : arg)));

    const load = loadavg()[0]!;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? contenders : [...contenders].reverse();
      for (const c of order) {
        const { stdout, wallMs } = await run(c.command);
        c.runs.push(parseSummary(stdout, wallMs));
        process.stderr.write(
          `round ${round + 1}/${rounds} ${c.name}: ${(wallMs / 1000).toFixed(2)} s\n`,
        );
      }
    }
    const loadAfter = loadavg()[0]!;

    const scores = new Map<string, Record<Split, Metrics>>();
    for (const c of contenders) {
      const prediction = JSON.parse(await readFile(c.out, 'utf8')) as Record<
        string,
        { articleBody: string }
      >;
      const subset = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, gt[id]!]));
      scores.set(c.name, {
        all: evaluate(gt, prediction, 1000),
        train: evaluate(subset(splits.train), prediction, 1000),
        test: evaluate(subset(splits.test), prediction, 1000),
      });
    }

    const [plain, canyon] = contenders as [Contender, Contender];
    const wall = (c: Contender) => median(c.runs.map((r) => r.wallMs));
    const lines: string[] = [];
    lines.push(`Command: \`npm run bench:extraction -- --rounds ${rounds}\``);
    lines.push(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; 1-min load average ${load.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`,
    );
    lines.push(
      `Dataset: ${Object.keys(gt).length} pages (${splits.train.length} train, ${splits.test.length} test); ` +
        `timings are medians of ${rounds} alternating rounds; per-page times are measured inside each extractor (parse + extraction, no file reading).`,
    );
    lines.push('');
    lines.push(
      '| extractor | F1 | precision | recall | median ms/page | p95 ms/page | peak RSS | batch wall time | batch CPU time |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const c of contenders) {
      const m = scores.get(c.name)!.all;
      lines.push(
        `| ${c.name} | ${f3(m.f1)} ± ${f3(m.f1_std)} | ${f3(m.precision)} ± ${f3(m.precision_std)} | ${f3(m.recall)} ± ${f3(m.recall_std)} | ` +
          `${median(c.runs.map((r) => r.medianMs)).toFixed(1)} | ${median(c.runs.map((r) => r.p95Ms)).toFixed(1)} | ` +
          `${median(c.runs.map((r) => r.peakRssMb)).toFixed(0)} MB | ${(wall(c) / 1000).toFixed(2)} s | ` +
          `${(median(c.runs.map((r) => r.cpuMs)) / 1000).toFixed(2)} s |`,
      );
    }
    lines.push('');
    lines.push('| split | extractor | F1 | precision | recall |');
    lines.push('| --- | --- | --- | --- | --- |');
    for (const split of ['train', 'test', 'all'] as const) {
      const size = split === 'all' ? Object.keys(gt).length : splits[split].length;
      for (const c of contenders) {
        const m = scores.get(c.name)![split];
        lines.push(
          `| ${split} (${size}) | ${c.name} | ${f3(m.f1)} | ${f3(m.precision)} | ${f3(m.recall)} |`,
        );
      }
    }
    const a = scores.get(canyon.name)!.all;
    const b = scores.get(plain.name)!.all;
    const ratios = canyon.runs.map((r, i) => r.wallMs / plain.runs[i]!.wallMs);
    const ratio = median(ratios);
    const peak = Math.max(...canyon.runs.map((r) => r.peakRssMb));
    lines.push('');
    lines.push('Targets:');
    lines.push(
      `- F1 +${f3(a.f1 - b.f1)} over plain Readability (target ≥ +0.030): ${a.f1 - b.f1 >= 0.03 ? 'met' : 'NOT met'}`,
    );
    lines.push(
      `- precision ${a.precision >= b.precision ? '+' : ''}${f3(a.precision - b.precision)} (target: improved): ${a.precision > b.precision ? 'met' : 'NOT met'}`,
    );
    lines.push(
      `- recall ${a.recall >= b.recall ? '+' : ''}${f3(a.recall - b.recall)} (target: not lower by more than 0.005): ${a.recall >= b.recall - 0.005 ? 'met' : 'NOT met'}`,
    );
    lines.push(
      `- batch wall time ${ratio.toFixed(2)}× plain Readability's, median of the rounds' ratios ` +
        `(${ratios.map((r) => r.toFixed(2)).join(', ')}; medians of each side: ${(wall(canyon) / 1000).toFixed(2)} s / ${(wall(plain) / 1000).toFixed(2)} s = ${(wall(canyon) / wall(plain)).toFixed(2)}×) ` +
        `(target ≤ 0.60×): ${ratio <= 0.6 ? 'met' : 'NOT met'}`,
    );
    lines.push(
      `- peak RSS ${peak.toFixed(0)} MB, highest of ${rounds} runs (target < 300 MB): ${peak < 300 ? 'met' : 'NOT met'}`,
    );
    const cpu = (c: Contender) => median(c.runs.map((r) => r.cpuMs));
    lines.push(
      `- (for reference, less sensitive to other load on the machine) batch CPU time, all threads: ` +
        `${(cpu(canyon) / cpu(plain)).toFixed(2)}× plain Readability's`,
    );
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
