// Spec "Article reader": the reader drops paywall and subscribe boilerplate by its text and
// collapses runs of 3+ line breaks. The server's extraction already removes most of it; this
// catches what a page hid inside the article itself.

const BOILERPLATE = [
  /^subscribe\b.{0,80}\b(continue|read|access|unlimited)/i,
  /^(already a (subscriber|member)\??)/i,
  /^(sign|log) in to (continue|read|keep reading)/i,
  /^(become a (member|subscriber)|subscribe now|start your (free )?trial)\b/i,
  /^(this (article|story|content) is (only )?(available )?(for|to) (subscribers|members))/i,
  /^(you('ve| have) (reached|read) (your|all).{0,40}(free|limit))/i,
  /^(create a free account to (continue|read))/i,
];
const BOILERPLATE_MAX_CHARS = 240;
const BLOCKS = 'p, div, section, aside';

export function isBoilerplateText(text: string): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  return (
    clean.length > 0 &&
    clean.length <= BOILERPLATE_MAX_CHARS &&
    BOILERPLATE.some((re) => re.test(clean))
  );
}

function isBlank(node: Node | null): boolean {
  return node?.nodeType === Node.TEXT_NODE && !node.textContent?.trim();
}

/** Keeps at most two <br> in a row (whitespace between them does not break a run). */
function collapseLineBreaks(root: DocumentFragment | Element): void {
  for (const br of Array.from(root.querySelectorAll('br'))) {
    // Already removed as part of an earlier run.
    if (!br.parentNode) continue;
    let run = 1;
    let next = br.nextSibling;
    while (next && (isBlank(next) || next.nodeName === 'BR')) {
      const after = next.nextSibling;
      if (next.nodeName === 'BR') {
        run += 1;
        if (run > 2) next.remove();
      }
      next = after;
    }
  }
}

/** Empty paragraphs used as spacers: one is kept between blocks, the rest go. */
function dropEmptyParagraphs(root: DocumentFragment | Element): void {
  for (const p of Array.from(root.querySelectorAll('p'))) {
    if (p.textContent?.replace(/\u00a0/g, '').trim() || p.querySelector('img')) continue;
    p.remove();
  }
}

/** A byline as written anywhere: without "By", case, spacing and trailing punctuation. */
function bylineKey(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^by\b\s*/i, '')
    .replace(/[\s.,;:·|–—-]+$/u, '')
    .toLowerCase();
}

const BYLINE_BLOCKS = 'p, div, address, span, h2, h3, h4, h5, h6, section, header';

/**
 * Issue #17: the reader shows the byline above the title; many pages repeat it as the first
 * line of the text. That first line goes when it says nothing but the byline. Captions do not
 * count as the first line.
 */
export function dropLeadingByline(root: DocumentFragment | Element, byline: string | null): void {
  const key = byline ? bylineKey(byline) : '';
  if (!key) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text: Node | null = walker.nextNode();
  while (text && (!text.textContent?.trim() || text.parentElement?.closest('figure'))) {
    text = walker.nextNode();
  }
  if (!text) return;
  // Text straight in the root, not in an element of its own.
  if (text.parentNode === root) {
    if (bylineKey(text.textContent ?? '') === key) text.parentNode.removeChild(text);
    return;
  }
  let block: Element | null = text.parentElement;
  // The outermost element that holds this text and nothing else, short of the root itself.
  while (
    block?.parentElement &&
    block.parentElement !== root &&
    root.contains(block.parentElement)
  ) {
    const parent: Element = block.parentElement;
    if (bylineKey(parent.textContent ?? '') !== bylineKey(block.textContent ?? '')) break;
    block = parent;
  }
  if (block && block.matches(BYLINE_BLOCKS) && bylineKey(block.textContent ?? '') === key)
    block.remove();
}

/** Cleans a sanitised article in place; `byline` is the one shown above the title. */
export function tidyArticle(
  root: DocumentFragment | Element,
  { byline = null }: { byline?: string | null } = {},
): void {
  dropLeadingByline(root, byline);
  for (const block of Array.from(root.querySelectorAll(BLOCKS))) {
    // Only leaf-ish blocks: a wrapper around the whole article must never match.
    if (block.querySelector(BLOCKS)) continue;
    if (isBoilerplateText(block.textContent ?? '')) block.remove();
  }
  // Code blocks and wide tables scroll sideways: keyboard users must be able to scroll them too.
  for (const scroller of Array.from(root.querySelectorAll('pre, table')))
    scroller.setAttribute('tabindex', '0');
  // Images without a source stay: the article body shows a placeholder for them (or drops
  // them when they have no alt text).
  collapseLineBreaks(root);
  dropEmptyParagraphs(root);
}
