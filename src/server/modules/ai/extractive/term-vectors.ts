// Sparse TF-IDF vectors over a set of short texts (sentences), for cosine similarity.

export type TermVector = {
  /** Term ids, ascending. */
  ids: Int32Array;
  weights: Float64Array;
  norm: number;
};

export type TermSpace = {
  vectors: TermVector[];
  /** Term → id, for vectors made later over the same terms (a title, a centroid). */
  termIds: Map<string, number>;
  idf: Float64Array;
  /** In how many of the texts each term occurs. */
  df: Int32Array;
};

/** TF-IDF with sublinear term frequency: (1 + ln tf) · ln((N + 1) / df). */
export function buildTermSpace(termLists: string[][]): TermSpace {
  const termIds = new Map<string, number>();
  const counts = termLists.map((terms) => {
    const tf = new Map<number, number>();
    for (const term of terms) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    return tf;
  });
  const df = new Int32Array(termIds.size);
  for (const tf of counts) for (const id of tf.keys()) df[id]!++;
  const idf = new Float64Array(termIds.size);
  const n = termLists.length;
  for (let id = 0; id < idf.length; id++) idf[id] = Math.log((n + 1) / df[id]!);
  const vectors = counts.map((tf) => vectorOf(tf, idf));
  return { vectors, termIds, idf, df };
}

/** A vector in an existing space; terms the space does not know are left out. */
export function vectorInSpace(terms: string[], space: TermSpace): TermVector {
  const tf = new Map<number, number>();
  for (const term of terms) {
    const id = space.termIds.get(term);
    if (id !== undefined) tf.set(id, (tf.get(id) ?? 0) + 1);
  }
  return vectorOf(tf, space.idf);
}

function vectorOf(tf: Map<number, number>, idf: Float64Array): TermVector {
  const ids = Int32Array.from(tf.keys()).sort();
  const weights = new Float64Array(ids.length);
  let sum = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const weight = (1 + Math.log(tf.get(id)!)) * idf[id]!;
    weights[i] = weight;
    sum += weight * weight;
  }
  return { ids, weights, norm: Math.sqrt(sum) };
}

export function cosine(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x === y) dot += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return dot / (a.norm * b.norm);
}

/** The sum of the vectors: the document's own direction, for a cheap first ranking. */
export function centroidOf(vectors: TermVector[], termCount: number): TermVector {
  const dense = new Float64Array(termCount);
  for (const vector of vectors) {
    for (let i = 0; i < vector.ids.length; i++) {
      dense[vector.ids[i]!]! += vector.norm === 0 ? 0 : vector.weights[i]! / vector.norm;
    }
  }
  const ids: number[] = [];
  const weights: number[] = [];
  let sum = 0;
  dense.forEach((weight, id) => {
    if (weight === 0) return;
    ids.push(id);
    weights.push(weight);
    sum += weight * weight;
  });
  return { ids: Int32Array.from(ids), weights: Float64Array.from(weights), norm: Math.sqrt(sum) };
}
