// The names Readability acts on by itself: before scoring, it removes a block whose class or id
// looks like furniture to it (its unlikelyCandidates pattern, unless okMaybeItsACandidate also
// matches). Canyon's cleanup must not take such a name away from a block it keeps, or Readability
// keeps the block too (a "Supported by" sponsor label above the headline, once unwrapped to a
// bare paragraph). The patterns are read from the pinned Readability, so they stay its own.

import { Readability } from '@mozilla/readability';
import type { DomElement } from './dom-types';

type ReadabilityPatterns = {
  REGEXPS?: { unlikelyCandidates?: RegExp; okMaybeItsACandidate?: RegExp };
};

const patterns = (Readability.prototype as unknown as ReadabilityPatterns).REGEXPS;
const UNLIKELY = patterns?.unlikelyCandidates ?? null;
const MAYBE = patterns?.okMaybeItsACandidate ?? null;

/** Whether Readability would remove `el` as an unlikely candidate, by its class and id alone. */
export function isNamedUnlikely(el: DomElement): boolean {
  if (!UNLIKELY || !MAYBE) return false;
  const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
  return UNLIKELY.test(names) && !MAYBE.test(names);
}
