// Does the extractor hold when a page differs from the ones it was tuned on? (issue #20)
//
//   npm run bench:extraction-robustness
//   npm run bench:extraction-robustness -- --sets trafilatura --perturbations none,hashed-names
//
// Each train page of each labelled set is damaged on purpose (page-perturbations.ts), then read
// by Canyon's extractArticle and by plain Readability in this one process, and scored by the
// set's own scorer. Train pages only: this is a check of how the rules generalise, and the test
// splits stay unseen. Quality only: CPU is bench:extraction's job.
//
// Per set and perturbation it reports both extractors' F1, the catastrophic pages either way
// (page-verdicts.ts: Canyon against Readability on the same damaged page, and the reverse), and
// the pages where the damage costs Canyon at least half its F1 on the page as labelled while
// Readability keeps its own (named), or costs both that much (counted).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractArticle } from '../../src/server/modules/extraction/extract-article';
import { chosenSets, option } from './bench-options';
import { loadLabelledSet, type LabelledSet } from './labelled-sets';
import { isCatastrophic, pageF1, type PageComparison } from './page-verdicts';
import { PERTURBATIONS, type PerturbationName } from './page-perturbations';
import { plainReadability } from './plain-readability';

/** A page whose F1 falls by at least this much under damage is named in the report. */
const NAMED_DROP = 0.5;

function canyonText(html: string, url: string): string {
  try {
    return extractArticle(html, url).textContent;
  } catch {
    return ''; // a page Canyon refuses counts as an empty article, as in extract:batch
  }
}

type Row = {
  perturbation: PerturbationName;
  canyonF1: number;
  readabilityF1: number;
  canyonCatastrophic: string[];
  readabilityCatastrophic: number;
  /** Pages where the damage cost Canyon at least NAMED_DROP of its page F1, Readability not. */
  canyonDrops: string[];
  /** Pages where it cost both that much. */
  bothDrops: number;
};

async function measure(set: LabelledSet, perturbations: PerturbationName[]): Promise<Row[]> {
  const ids = set.splits.train;
  const pages = new Map<string, string>();
  for (const id of ids)
    pages.set(id, await readFile(path.join(set.pagesDir, `${id}.html`), 'utf8'));
  const url = (id: string) => set.urls[id] ?? 'https://example.com/';
  // Each extractor's page F1 on the pages as labelled, to measure what the damage costs it.
  const asLabelled = new Map(
    ids.map((id) => {
      const html = pages.get(id)!;
      const readability = plainReadability(html)?.articleBody ?? '';
      return [
        id,
        {
          canyon: pageF1(set.page(id, canyonText(html, url(id)))),
          readability: pageF1(set.page(id, readability)),
        },
      ];
    }),
  );

  const rows: Row[] = [];
  for (const perturbation of perturbations) {
    const damage = PERTURBATIONS[perturbation];
    const canyon: Record<string, { articleBody: string }> = {};
    const readability: Record<string, { articleBody: string }> = {};
    const row: Row = {
      perturbation,
      canyonF1: 0,
      readabilityF1: 0,
      canyonCatastrophic: [],
      readabilityCatastrophic: 0,
      canyonDrops: [],
      bothDrops: 0,
    };
    for (const id of ids) {
      const html = damage(pages.get(id)!);
      canyon[id] = { articleBody: canyonText(html, url(id)) };
      readability[id] = { articleBody: plainReadability(html)?.articleBody ?? '' };
      const page: PageComparison = {
        id,
        canyon: set.page(id, canyon[id].articleBody),
        readability: set.page(id, readability[id].articleBody),
      };
      if (isCatastrophic(page)) row.canyonCatastrophic.push(id);
      if (isCatastrophic({ id, canyon: page.readability, readability: page.canyon }))
        row.readabilityCatastrophic += 1;
      const before = asLabelled.get(id)!;
      const readabilityDrops = before.readability - pageF1(page.readability) >= NAMED_DROP;
      if (before.canyon - pageF1(page.canyon) >= NAMED_DROP) {
        if (readabilityDrops) row.bothDrops += 1;
        else row.canyonDrops.push(id);
      }
    }
    row.canyonF1 = set.score(canyon, ids).f1;
    row.readabilityF1 = set.score(readability, ids).f1;
    rows.push(row);
    process.stderr.write(`${set.name}: ${perturbation} done\n`);
  }
  return rows;
}

const names = (ids: string[]) => (ids.length ? ids.map((id) => `\`${id}\``).join(', ') : '—');

async function main(): Promise<void> {
  const { sharedDir, keys } = chosenSets();
  const perturbations = option('perturbations', Object.keys(PERTURBATIONS).join(',')).split(
    ',',
  ) as PerturbationName[];
  for (const name of perturbations)
    if (!(name in PERTURBATIONS)) throw new Error(`unknown perturbation ${name}`);

  const lines = [
    `Command: \`npm run bench:extraction-robustness -- --sets ${keys.join(',')} --perturbations ${perturbations.join(',')}\` (train splits)`,
    '',
    '| set (train split) | damage | Canyon F1 | Readability F1 | Canyon catastrophic | Readability catastrophic against Canyon | pages only Canyon loses half its F1 on | pages both do |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const key of keys) {
    const set = await loadLabelledSet(sharedDir, key);
    for (const row of await measure(set, perturbations)) {
      lines.push(
        `| ${set.name} | ${row.perturbation} | ${row.canyonF1.toFixed(3)} | ${row.readabilityF1.toFixed(3)} | ` +
          `${row.canyonCatastrophic.length}${row.canyonCatastrophic.length ? ` (${names(row.canyonCatastrophic)})` : ''} | ` +
          `${row.readabilityCatastrophic} | ${row.perturbation === 'none' ? '— | —' : `${names(row.canyonDrops)} | ${row.bothDrops}`} |`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
