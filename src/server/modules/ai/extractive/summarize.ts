import type { ArticleForAi } from '../ai-provider';
import { capText, splitSentences, type Sentence } from './sentences';
import { buildTermSpace, centroidOf, cosine, vectorInSpace, type TermVector } from './term-vectors';
import { hasNoSpaceScript, tokenize } from './tokenize';

/**
 * At most this many sentences enter the similarity graph, chosen by their similarity to the
 * whole article; the graph costs the square of its size.
 */
const GRAPH_MAX_SENTENCES = 300;
/** LexRank's edge threshold: weaker similarities are noise between unrelated sentences. */
const EDGE_MIN_SIMILARITY = 0.08;
const DAMPING = 0.85;
/** A chosen sentence this similar to another chosen one says the same thing again. */
const DUPLICATE_SIMILARITY = 0.5;
/** MMR's balance between how central a sentence is and how new it is next to those chosen. */
const MMR_LAMBDA = 0.7;

export type SummaryOptions = { min?: number; max?: number };

/**
 * The article's most representative sentences, in reading order: LexRank (a TF-IDF cosine
 * similarity graph ranked by power iteration) together with closeness to the article's
 * centroid, weighted mildly by similarity to the title and by position, then chosen with
 * maximal marginal relevance so no two say the same thing.
 * 5 bullets for long articles, 3 or 4 for shorter ones, fewer only when the article has fewer
 * sentences; every bullet is one of the article's sentences, verbatim.
 */
export function summarizeExtractively(
  article: ArticleForAi,
  { min = 3, max = 5 }: SummaryOptions = {},
): string[] {
  const text = capText(article.text);
  const sentences = splitSentences(text, article.language);
  const prose = sentences.filter((sentence) => sentence.prose);
  const candidates = prose.length > 0 ? prose : sentences;
  if (candidates.length === 0) return [];
  const count = Math.min(candidates.length, bulletCount(text, prose.length, min, max));

  const space = buildTermSpace(candidates.map((s) => tokenize(s.text, article.language)));
  const centroid = centroidOf(space.vectors, space.idf.length);
  const closeness = space.vectors.map((vector) => cosine(vector, centroid));
  const graph = pickGraphSentences(closeness);
  const vectors = graph.map((i) => space.vectors[i]!);
  const n = graph.length;

  const similarity = similarityMatrix(vectors);
  const centrality = lexRank(similarity, n);
  const topCentrality = Math.max(...centrality) || 1;
  const topCloseness = Math.max(...graph.map((i) => closeness[i]!)) || 1;

  const title = vectorInSpace(tokenize(article.title, article.language), space);
  const last = candidates.at(-1)!.index || 1;
  const score = graph.map((i, local) => {
    const sentence = candidates[i]!;
    const titleBoost = 1 + 0.6 * cosine(title, vectors[local]!);
    const positionBoost = 1 + 0.1 * (1 - sentence.index / last);
    const terms = vectors[local]!.ids.length;
    // Two views of centrality: the graph's, and closeness to the article's centroid, which
    // stays meaningful when a short article's graph has few edges.
    const central =
      0.5 * (centrality[local]! / topCentrality) + 0.5 * (closeness[i]! / topCloseness);
    return central * titleBoost * positionBoost * shapeWeight(sentence, terms);
  });

  const chosen = chooseDiverse(score, similarity, n, count);
  return chosen
    .map((local) => candidates[graph[local]!]!)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text);
}

/** 5 for long articles, 4 for medium, 3 for short, within the caller's bounds. */
function bulletCount(text: string, proseCount: number, min: number, max: number): number {
  const words = hasNoSpaceScript(text.slice(0, 2000)) ? text.length / 2 : text.split(/\s+/).length;
  const wanted = words >= 800 || proseCount >= 40 ? 5 : words >= 350 || proseCount >= 15 ? 4 : 3;
  return Math.max(min, Math.min(max, wanted));
}

/** Indices (into the candidates) of the sentences that enter the graph, in reading order. */
function pickGraphSentences(closeness: number[]): number[] {
  const all = closeness.map((_, i) => i);
  if (all.length <= GRAPH_MAX_SENTENCES) return all;
  return all
    .sort((a, b) => closeness[b]! - closeness[a]! || a - b)
    .slice(0, GRAPH_MAX_SENTENCES)
    .sort((a, b) => a - b);
}

/**
 * Cosine similarity of every pair, as an n × n matrix, summed term by term over an inverted
 * index so that pairs sharing no term cost nothing.
 */
function similarityMatrix(vectors: TermVector[]): Float64Array {
  const n = vectors.length;
  const postings = new Map<number, Array<{ sentence: number; weight: number }>>();
  vectors.forEach((vector, sentence) => {
    if (vector.norm === 0) return;
    for (let k = 0; k < vector.ids.length; k++) {
      const id = vector.ids[k]!;
      const weight = vector.weights[k]! / vector.norm;
      const list = postings.get(id);
      if (list) list.push({ sentence, weight });
      else postings.set(id, [{ sentence, weight }]);
    }
  });
  const similarity = new Float64Array(n * n);
  for (const list of postings.values()) {
    for (let x = 0; x < list.length; x++) {
      const a = list[x]!;
      const row = a.sentence * n;
      for (let y = x + 1; y < list.length; y++) {
        const b = list[y]!;
        similarity[row + b.sentence]! += a.weight * b.weight;
      }
    }
  }
  // Postings are in sentence order, so only the upper triangle was filled: mirror it.
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) similarity[b * n + a] = similarity[a * n + b]!;
  }
  return similarity;
}

/** Continuous LexRank: PageRank over the thresholded, weighted similarity graph. */
function lexRank(similarity: Float64Array, n: number): Float64Array {
  // The graph's edges in compressed rows: edges from a are to[start[a]] … to[start[a + 1] - 1].
  const start = new Int32Array(n + 1);
  const to: number[] = [];
  const weight: number[] = [];
  for (let a = 0; a < n; a++) {
    let total = 0;
    const first = to.length;
    for (let b = 0; b < n; b++) {
      const value = similarity[a * n + b]!;
      if (a === b || value < EDGE_MIN_SIMILARITY) continue;
      to.push(b);
      weight.push(value);
      total += value;
    }
    for (let k = first; k < to.length; k++) weight[k]! /= total;
    start[a + 1] = to.length;
  }
  const edgeTo = Int32Array.from(to);
  const edgeWeight = Float64Array.from(weight);
  let rank = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < 100; iteration++) {
    next.fill(0);
    let dangling = 0;
    for (let a = 0; a < n; a++) {
      const from = start[a]!;
      const end = start[a + 1]!;
      if (from === end) dangling += rank[a]!;
      const share = DAMPING * rank[a]!;
      for (let k = from; k < end; k++) next[edgeTo[k]!]! += share * edgeWeight[k]!;
    }
    const base = (1 - DAMPING + DAMPING * dangling) / n;
    let change = 0;
    for (let a = 0; a < n; a++) {
      next[a]! += base;
      change += Math.abs(next[a]! - rank[a]!);
    }
    [rank, next] = [next, rank];
    if (change < 1e-6) break;
  }
  return rank;
}

/**
 * Words aimed at a language model rather than at the reader ("ignore previous instructions",
 * "print your system prompt"): a page that plants them wants them repeated, and they say nothing
 * about what the article is about (SECURITY.md 35).
 */
const ADDRESSED_TO_A_MODEL = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override)\b[^.!?]{0,40}\b(?:instructions?|prompts?|rules|guidelines)\b`,
    String.raw`\bsystem prompt\b`,
    String.raw`\byour (?:instructions|prompt|rules|guidelines)\b`,
    String.raw`\bdeveloper mode\b`,
    String.raw`\b(?:you are|act as|pretend to be)\s+(?:an?\s+)?(?:ai|assistant|language model|chatbot|llm)\b`,
    String.raw`\b(?:ignoriere|vergiss)\b[^.!?]{0,40}\banweisungen\b`,
  ].join('|'),
  'i',
);

/**
 * Prefers sentences that stand on their own: of ordinary length, with several content words
 * (short ones with common words are central in the graph without saying much), stating
 * rather than asking, not the middle of a quotation, and not addressed to a model.
 */
function shapeWeight(sentence: Sentence, contentTerms: number): number {
  const text = sentence.text;
  let weight = 1;
  const words = hasNoSpaceScript(text) ? text.length / 2 : text.split(/\s+/).length;
  if (words < 8) weight *= 0.5;
  if (words > 45) weight *= 0.85;
  if (contentTerms < 4) weight *= 0.5;
  if (/[?？]["'”’»)]*$/u.test(text)) weight *= 0.7;
  if (/^\p{Ll}/u.test(text)) weight *= 0.7;
  const quotes = text.match(/["“”„«»]/g)?.length ?? 0;
  if (quotes % 2 === 1) weight *= 0.7;
  if (ADDRESSED_TO_A_MODEL.test(text)) weight *= 0.05;
  return weight;
}

/** Maximal marginal relevance, never taking a near duplicate of a sentence already chosen. */
function chooseDiverse(score: number[], similarity: Float64Array, n: number, count: number) {
  const top = Math.max(...score) || 1;
  const chosen: number[] = [];
  const excluded = new Uint8Array(n);
  while (chosen.length < count) {
    let best = -1;
    let bestValue = -Infinity;
    for (let i = 0; i < n; i++) {
      if (excluded[i]) continue;
      let overlap = 0;
      for (const j of chosen) overlap = Math.max(overlap, similarity[i * n + j]!);
      if (overlap >= DUPLICATE_SIMILARITY) {
        excluded[i] = 1;
        continue;
      }
      const value = MMR_LAMBDA * (score[i]! / top) - (1 - MMR_LAMBDA) * overlap;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    if (best < 0) break;
    chosen.push(best);
    excluded[best] = 1;
  }
  return chosen;
}
