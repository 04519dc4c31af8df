// Article text with real word order, for the benches' `--text real-order`: an order-1 Markov chain
// over the labelled articles' texts in ../shared (Dragnet's and Readability's sets, English and
// several other languages), so two words stand side by side in a generated article about as often
// as they do in real writing. The default text draws each word on its own with Zipf's law, which
// puts two common words next to each other only by chance: a quoted phrase of such words then
// matches thousands of articles holding both words and few holding them together, a case real
// text seldom makes. Both are measured; the README gives both.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from './bench-random';
import { fileURLToPath } from 'node:url';
import { generator, tellingTitle, type Generator } from './search-data';

/** The labelled sets whose article texts (and pages, in dataset-pages.ts) the benches use. */
const ARTICLE_SOURCES = ['extraction-dataset', 'extraction-dataset-readability'];

/** ../shared beside the checkout, which holds the labelled sets. */
export const SHARED_DIR = fileURLToPath(new URL('../../shared', import.meta.url));

/** A labelled article: its text, and where its page is (`<sharedDir>/<folder>/pages/<id>.html`). */
export type LabelledArticle = { folder: string; id: string; articleBody: string };

/** Every labelled article of the sets the benches use. */
export function labelledArticles(sharedDir = SHARED_DIR): LabelledArticle[] {
  return ARTICLE_SOURCES.flatMap((folder) => {
    const file = path.join(sharedDir, folder, 'ground-truth.json');
    const truth = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { articleBody: string }>;
    return Object.entries(truth).map(([id, { articleBody }]) => ({ folder, id, articleBody }));
  });
}

/** The labelled article texts, one string each. */
export function readCorpus(sharedDir: string): string[] {
  const texts = labelledArticles(sharedDir)
    .map((article) => article.articleBody)
    .filter((text) => text.trim());
  if (texts.length === 0) throw new Error(`no article texts under ${sharedDir}`);
  return texts;
}

const SENTENCE_END = /[.!?]["')\]]?$/;

export function realOrderGenerator(seed: number, corpus: string[]): Generator {
  const random = seededRandom(seed);
  // Every token of every text in a row; `last` marks a text's final token (no successor).
  const ids = new Map<string, number>();
  const names: string[] = [];
  const sequence: number[] = [];
  const last: boolean[] = [];
  for (const text of corpus) {
    const tokens = text.split(/\s+/).filter(Boolean);
    tokens.forEach((token, i) => {
      let id = ids.get(token);
      if (id === undefined) {
        id = names.length;
        ids.set(token, id);
        names.push(token);
      }
      sequence.push(id);
      last.push(i === tokens.length - 1);
    });
  }
  // Positions of each token, grouped by token (a counting sort): a successor is drawn as the token
  // after a random occurrence, so it comes with the frequency real text gives it.
  const starts = new Int32Array(names.length + 1);
  for (const id of sequence) starts[id + 1]! += 1;
  for (let id = 0; id < names.length; id += 1) starts[id + 1]! += starts[id]!;
  const positions = new Int32Array(sequence.length);
  const fill = starts.slice(0, names.length);
  sequence.forEach((id, at) => (positions[fill[id]!++] = at));

  const anyPosition = () => Math.floor(random() * sequence.length);
  const next = (at: number): number => {
    if (last[at]) return anyPosition();
    const id = sequence[at + 1]!;
    const from = starts[id]!;
    return positions[from + Math.floor(random() * (starts[id + 1]! - from))]!;
  };

  const counts = new Map<string, number>();
  for (const id of sequence)
    for (const word of names[id]!.toLowerCase().match(/\p{L}+/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const vocabulary = [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);

  return {
    vocabulary,
    random,
    word: () => (names[sequence[anyPosition()]!] ?? 'the').toLowerCase(),
    text(total) {
      const parts: string[] = [];
      let sentences = 0;
      for (let written = 0, at = anyPosition(); written < total; written += 1, at = next(at)) {
        const token = names[sequence[at]!]!;
        parts.push(token);
        const ends = SENTENCE_END.test(token);
        if (ends) sentences += 1;
        parts.push(ends && sentences % 5 === 0 ? '\n\n' : ' ');
      }
      return parts.join('').trim();
    },
    title: () => tellingTitle(vocabulary, random),
  };
}

export type TextKind = 'zipf' | 'real-order';

/** `--text zipf` (the default) or `--text real-order` from a bench's command line. */
export function textKindFromArgs(argv: readonly string[]): TextKind {
  const at = argv.indexOf('--text');
  const kind = at === -1 ? 'zipf' : argv[at + 1];
  if (kind !== 'zipf' && kind !== 'real-order') throw new Error('--text takes zipf or real-order');
  return kind;
}

/**
 * Seeded article texts of one kind: the same seed gives the same texts. The labelled texts are
 * read once, for the first real-order generator.
 */
export function textGenerators(kind: TextKind): (seed: number) => Generator {
  if (kind === 'zipf') return (seed) => generator(seed);
  let corpus: string[] | null = null;
  return (seed) => {
    corpus ??= readCorpus(SHARED_DIR);
    return realOrderGenerator(seed, corpus);
  };
}
