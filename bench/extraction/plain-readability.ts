// Plain Readability on linkedom, exactly as the datasets' SOURCE.md measured it:
//   new Readability(parseHTML(html).document, { charThreshold: 500, nbTopCandidates: 5 }).parse()
// An exception or a null result counts as an empty article.

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export function plainReadability(html: string): { articleBody: string; title: string } | null {
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document, { charThreshold: 500, nbTopCandidates: 5 }).parse();
    return { articleBody: article?.textContent ?? '', title: article?.title ?? '' };
  } catch {
    return null;
  }
}
