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

/** Cleans a sanitised article in place. */
export function tidyArticle(root: DocumentFragment | Element): void {
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
