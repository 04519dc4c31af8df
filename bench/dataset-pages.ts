// Real web pages for the save benches' `--pages real`: the labelled pages of the Dragnet and
// Readability sets in ../shared, as their sites served them (navigation, scripts, comments and
// all), so a save costs what saving a real article costs. Pages whose labelled article is short
// (a front page, a gallery) are left out: readers seldom save them, and they cost the index least.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from './bench-random';
import { labelledArticles, SHARED_DIR } from './real-order-text';

/** Articles shorter than this (characters of labelled text) are not drawn. */
const SHORTEST_ARTICLE = 2_000;

/** Every labelled page of an article at least SHORTEST_ARTICLE long, in a seeded order. */
export function datasetPages(seed: number): Buffer[] {
  const pages = labelledArticles()
    .filter((article) => article.articleBody.length >= SHORTEST_ARTICLE)
    .map(({ folder, id }) => readFileSync(path.join(SHARED_DIR, folder, 'pages', `${id}.html`)));
  if (pages.length === 0) throw new Error(`no labelled pages under ${SHARED_DIR}`);
  // Fisher–Yates with the benches' seeded generator: the same pages in the same order each run.
  const random = seededRandom(seed);
  for (let i = pages.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pages[i], pages[j]] = [pages[j]!, pages[i]!];
  }
  return pages;
}
