// What a provider may read of an article (SECURITY.md 33). Hidden elements never reach the
// stored text: extraction skips them (readability-on-linkedom.ts) and the stored HTML keeps no
// styles that could hide text. What remains to remove is text a reader cannot see inside visible
// text: zero-width and other invisible characters, which can carry instructions to a model.

import type { ArticleForAi } from './ai-provider';

/**
 * Zero-width space, joiners and word joiner, variation selectors, tag characters (SECURITY.md
 * 33), plus the byte-order mark, soft hyphen and bidirectional controls, which hide or reorder
 * text in the same way.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each joiner and selector is matched alone, on purpose
  /[\u200B-\u200F\u2060-\u2064\uFE00-\uFE0F\uFEFF\u00AD\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** The spec's largest article (PRODUCT-SPEC.md, limits: content 1,000,000 characters). */
export const MAX_AI_TEXT_CHARS = 1_000_000;

export function withoutInvisibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function articleForAi(source: {
  title: string;
  textContent: string;
  language: string | null;
}): ArticleForAi {
  const text = withoutInvisibleText(source.textContent)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_AI_TEXT_CHARS);
  return {
    title: withoutInvisibleText(source.title).replace(/\s+/g, ' ').trim(),
    text,
    language: source.language,
  };
}
