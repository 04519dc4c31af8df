// How one page came out for Canyon and for plain Readability, and which pages are defects.
// Issue #20's rule, the same on every set: a page is catastrophic when Readability's text is
// mostly the article (its precision at least 0.8 and recall at least 0.5 on the page) while Canyon
// keeps less than half of the article text Readability keeps (matched truth: shingles, or the
// "with" snippets on the snippet-labelled set).

/** One extractor's result on one page, in the set's own unit (shingles or snippets). */
export type PageScore = {
  precision: number;
  recall: number;
  /** How much of the truth the extraction contains, in the set's unit. */
  matched: number;
};

export type PageComparison = { id: string; canyon: PageScore; readability: PageScore };

export const READABILITY_MIN_PRECISION = 0.8;
export const READABILITY_MIN_RECALL = 0.5;

export function isCatastrophic({ canyon, readability }: PageComparison): boolean {
  return (
    readability.precision >= READABILITY_MIN_PRECISION &&
    readability.recall >= READABILITY_MIN_RECALL &&
    canyon.matched < readability.matched / 2
  );
}

export function pageF1({ precision, recall }: PageScore): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

/** The pages where Canyon's F1 falls furthest below Readability's, worst first. */
export function worstLosses(pages: PageComparison[], count: number): PageComparison[] {
  const loss = (page: PageComparison) => pageF1(page.readability) - pageF1(page.canyon);
  return pages
    .filter((page) => loss(page) > 0)
    .sort((a, b) => loss(b) - loss(a) || a.id.localeCompare(b.id))
    .slice(0, count);
}
