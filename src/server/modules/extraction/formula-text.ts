// Formulas keep their words (issue #20): a page's MathML, or the TeX a page gives MathJax in a
// script, becomes the formula's text in the article instead of a gap in the sentence. The TeX
// source is preferred where the page has it (MathML annotations, as KaTeX writes them): it reads
// as the author wrote it, where MathML's tokens only run together.

import { collapsedText } from './dom-types';

const TEX_ANNOTATION =
  /<annotation\b[^>]*\bencoding\s*=\s*["']?application\/x-tex\b[^>]*>([^<]*)<\/annotation>/i;
const ANNOTATIONS = /<annotation(-xml)?\b[^>]*>[^]*?<\/annotation\1\s*>/gi;
const TAG = /<[^>]*>/g;

/** Text as HTML that holds no markup: an edge of a formula never opens a tag. */
const withoutTags = (text: string) => text.replaceAll('<', '&lt;');

/** The text of a `<math>` element, from its inner markup, as HTML text (entities kept). */
export function mathMarkupText(inner: string): string {
  const tex = TEX_ANNOTATION.exec(inner)?.[1];
  if (tex !== undefined && tex.trim()) return withoutTags(collapsedText(tex));
  return withoutTags(collapsedText(inner.replace(ANNOTATIONS, ' ').replace(TAG, ' ')));
}

/** The TeX of a `<script type="math/tex">` (raw text: `&` and `<` are characters) as HTML text. */
export function texScriptText(source: string): string {
  return collapsedText(source).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

/** Whether a script's type says it holds TeX for MathJax (`math/tex`, `math/tex; mode=display`). */
export const isTexScriptType = (type: string) => /^\s*math\/tex\b/i.test(type);
