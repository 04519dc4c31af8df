// A quote from an answer, found again in the article as the reader sees it. Models and
// extractors change spacing, line breaks and typographic quotes, and a quote may span several
// paragraphs, so the search compares the text without whitespace and with plain quote marks.

const SPACE = /\s/;
const MIN_NEEDLE = 12;

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
};

function fold(char: string): string {
  return (TYPOGRAPHIC[char] ?? char).toLowerCase();
}

function squeeze(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (!SPACE.test(char)) out += fold(char);
  }
  return out;
}

/** The quote's searchable pieces: whole, else its parts around an ellipsis, longest first. */
function needles(quote: string): string[] {
  const trimmed = quote.trim().replace(/^["'\u201c\u2018]+|["'\u201d\u2019]+$/g, '');
  const parts = trimmed
    .split(/\.{3}|\u2026|\[\s*(?:\.{3}|\u2026)\s*\]/)
    .map(squeeze)
    .filter((part) => part.length >= MIN_NEEDLE)
    .sort((a, b) => b.length - a.length);
  const whole = squeeze(trimmed);
  return whole.length >= MIN_NEEDLE ? [whole, ...parts] : parts;
}

/** Where `quote` is in `root`'s text, as a Range over its text nodes; null when it is not. */
export function findQuote(root: Node, quote: string): Range | null {
  const wanted = needles(quote);
  if (!wanted.length) return null;
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const positions: Array<{ node: Text; offset: number }> = [];
  let haystack = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const value = text.data;
    for (let offset = 0; offset < value.length; offset += 1) {
      const char = value.charAt(offset);
      if (SPACE.test(char)) continue;
      const folded = fold(char);
      haystack += folded;
      // Lower-casing can lengthen a character; every unit of it maps back to the same place.
      for (let unit = 0; unit < folded.length; unit += 1) positions.push({ node: text, offset });
    }
  }
  for (const needle of wanted) {
    const at = haystack.indexOf(needle);
    if (at === -1) continue;
    const start = positions[at];
    const end = positions[at + needle.length - 1];
    if (!start || !end) continue;
    const range = doc.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset + 1);
    return range;
  }
  return null;
}
