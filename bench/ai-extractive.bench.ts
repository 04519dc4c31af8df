// The extractive AI provider's speed and memory on a ~10,000-word article: summary and answer,
// each repeated after a warm-up, in this process. Run: npm run bench:ai [-- --runs 50]
//
// Memory, per case: the heap used and the resident set are read after a full garbage
// collection before its runs, then after every run; "peak" is the largest rise over that
// baseline (what the runs hold, collected or not yet), "retained" the rise left after a full
// collection at the end.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { answerExtractively } from '../src/server/modules/ai/extractive/answer';
import { buildLongArticle } from '../src/server/modules/ai/extractive/fixtures/long-article';
import { summarizeExtractively } from '../src/server/modules/ai/extractive/summarize';
import { quantile } from '../src/server/modules/extraction/extract-batch';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '10' },
  },
});
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const TARGET_MS = { summary: 50, answer: 20 };
const TARGET_EXTRA_MB = 50;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Questions asked in turn: answerable from the fixtures' paragraphs and the generated ones. */
const QUESTIONS = [
  'How well does the battery work in the cold?',
  'Who approved the new tram line?',
  'What did farmers plant during the dry spring?',
  'How many charge cycles do the sodium-ion cells last?',
  'When does the café open?',
  'What is the capital of France?',
];

const MB = 1024 * 1024;
const extraMb: number[] = [];

function measure(label: string, run: (i: number) => unknown): string {
  for (let i = 0; i < WARMUP; i++) run(i);
  collectGarbage();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
    const { heapUsed, rss } = process.memoryUsage();
    peakHeap = Math.max(peakHeap, heapUsed);
    peakRss = Math.max(peakRss, rss);
  }
  collectGarbage();
  const retained = (process.memoryUsage().heapUsed - base.heapUsed) / MB;
  const heap = (peakHeap - base.heapUsed) / MB;
  const rss = (peakRss - base.rss) / MB;
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  const target = TARGET_MS[label as keyof typeof TARGET_MS];
  if (target !== undefined) extraMb.push(heap, rss);
  const verdict =
    target === undefined ? '' : `${median < target ? 'met' : 'NOT met'} (< ${target} ms)`;
  return `| ${label} | ${median.toFixed(2)} | ${p95.toFixed(2)} | ${heap.toFixed(1)} | ${rss.toFixed(1)} | ${retained.toFixed(1)} | ${verdict} |`;
}

const article = buildLongArticle(10_000);
const huge = { ...article, text: `${article.text}\n\n`.repeat(16) };
const words = article.text.split(/\s+/).length;
const loadBefore = loadavg().map((value) => value.toFixed(2));

const rows = [
  measure('summary', () => summarizeExtractively(article)),
  measure('answer', (i) => answerExtractively(article, QUESTIONS[i % QUESTIONS.length]!)),
  measure('summary, 1,000,000-character article (capped)', () => summarizeExtractively(huge)),
  measure('answer, 1,000,000-character article (capped)', (i) =>
    answerExtractively(huge, QUESTIONS[i % QUESTIONS.length]!),
  ),
];
const loadAfter = loadavg().map((value) => value.toFixed(2));

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; ` +
    `load average ${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after.`,
);
console.log(
  `Article: ${words} words, ${article.text.length} characters (the long case: ` +
    `${huge.text.length} characters). ${WARMUP} warm-up runs, then ${RUNS} timed runs per row.\n`,
);
console.log(
  '| case | median ms | p95 ms | peak extra heap MB | peak extra RSS MB | retained heap MB | time target |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
const worst = Math.max(...extraMb);
console.log(
  `\nExtra memory, 10,000-word article: at most ${worst.toFixed(1)} MB ` +
    `(target < ${TARGET_EXTRA_MB} MB: ${worst < TARGET_EXTRA_MB ? 'met' : 'NOT met'}).`,
);
