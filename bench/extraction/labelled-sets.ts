// The three labelled sets in ../shared/ (issue #20), read in place (their licences are not the
// project's: nothing from them is copied into the repository), each scored by its own score.mjs.
// Two kinds of truth: article text scored by 4-gram shingles (Dragnet, Readability's test
// pages), and "with"/"without" snippets (trafilatura's evaluation pages).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageScore } from './page-verdicts';

export type Metrics = { f1: number; precision: number; recall: number };
export type Prediction = Record<string, { articleBody: string }>;
export type SetKey = 'dragnet' | 'trafilatura' | 'readability';

export type LabelledSet = {
  key: SetKey;
  name: string;
  /** What `matched` counts on a page. */
  unit: 'shingles' | 'snippets';
  pagesDir: string;
  urls: Record<string, string>;
  splits: { train: string[]; test: string[] };
  /** The set's own score over `ids`. */
  score: (prediction: Prediction, ids: string[]) => Metrics;
  page: (id: string, text: string) => PageScore;
};

export const SET_FOLDERS: Record<SetKey, { folder: string; name: string }> = {
  dragnet: { folder: 'extraction-dataset', name: 'Dragnet' },
  trafilatura: { folder: 'extraction-dataset-trafilatura', name: 'trafilatura evaluation' },
  readability: { folder: 'extraction-dataset-readability', name: "Readability's test pages" },
};

type ShingleScorer = {
  evaluate: (gt: Record<string, { articleBody: string }>, p: Prediction, n?: number) => Metrics;
  stringShingleMatching: (truth: string, text: string) => [number, number, number];
};
type SnippetTruth = { url: string; with: string[]; without: string[] };
type SnippetScorer = {
  evaluate: (gt: Record<string, SnippetTruth>, p: Prediction, ids: string[]) => Metrics;
  countItem: (truth: SnippetTruth, text: string) => [number, number, number, number];
};

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

export async function loadLabelledSet(sharedDir: string, key: SetKey): Promise<LabelledSet> {
  const { folder, name } = SET_FOLDERS[key];
  const dir = path.join(sharedDir, folder);
  const scorer: unknown = await import(pathToFileURL(path.join(dir, 'score.mjs')).href);
  const splits = await readJson<{ train: string[]; test: string[] }>(path.join(dir, 'splits.json'));
  const common = { key, name, pagesDir: path.join(dir, 'pages'), splits };

  if (key === 'trafilatura') {
    const gt = await readJson<Record<string, SnippetTruth>>(path.join(dir, 'ground-truth.json'));
    const { evaluate, countItem } = scorer as SnippetScorer;
    return {
      ...common,
      unit: 'snippets',
      urls: Object.fromEntries(Object.entries(gt).map(([id, page]) => [id, page.url])),
      score: (prediction, ids) => evaluate(gt, prediction, ids),
      page: (id, text) => {
        const [tp, fp] = countItem(gt[id]!, text);
        return {
          precision: ratio(tp, tp + fp),
          recall: ratio(tp, gt[id]!.with.length),
          matched: tp,
        };
      },
    };
  }

  const gt = await readJson<Record<string, { articleBody: string; url: string }>>(
    path.join(dir, 'ground-truth.json'),
  );
  const { evaluate, stringShingleMatching } = scorer as ShingleScorer;
  return {
    ...common,
    unit: 'shingles',
    urls: Object.fromEntries(Object.entries(gt).map(([id, page]) => [id, page.url])),
    // A few bootstrap rounds only: the spread is not reported, and it costs time on 691 pages.
    score: (prediction, ids) =>
      evaluate(Object.fromEntries(ids.map((id) => [id, gt[id]!])), prediction, 10),
    page: (id, text) => {
      // Shares of the page's shingles; one page's truth is the same for both extractors, so the
      // share of it matched compares the amount of article text each kept.
      const [tp, fp, fn] = stringShingleMatching(gt[id]!.articleBody, text);
      return {
        precision: ratio(tp, tp + fp),
        recall: ratio(tp, tp + fn),
        matched: ratio(tp, tp + fn),
      };
    },
  };
}
