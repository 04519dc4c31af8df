// Where prepare-html.ts writes the page body: it drops whitespace nobody sees and, as a cheap
// first pass of cleanPage (boilerplate-cleanup.ts), leaves out blocks that are page furniture
// beyond doubt: comment threads, share bars, sidebars, footers, ads, cookie banners. On a
// typical page those are half of all nodes, and each node linkedom never builds is time and
// memory saved in parsing, in Readability and in the garbage collector.
//
// To know where a block ends, the writer keeps the stack of open elements exactly as the parser
// (htmlparser2, under linkedom) will: the same void elements, the same implied end tags, end tags
// closing everything up to the nearest open element of that name. A block is left out only when
// its verdict cannot depend on anything the DOM pass would see differently: no headline, no
// marked article body, next to no prose. Anything in doubt is written out for cleanPage to judge.

import { isPageFooter, judgedAfterFooter } from './after-page-footer';
import {
  BOILERPLATE_ROLES,
  BOILERPLATE_TAGS,
  boilerplateKindOfNames,
} from './boilerplate-patterns';

/** Elements with no end tag (htmlparser2's list). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// Opening one of these first closes open elements named in its set, as htmlparser2 10 does.
const P = new Set(['p']);
const FORM_CONTROLS = new Set([
  'input',
  'option',
  'optgroup',
  'select',
  'button',
  'datalist',
  'textarea',
]);
const CELLS_AND_ROWS = new Set(['tr', 'th', 'td']);
const IMPLIED_CLOSE = new Map<string, Set<string>>([
  ['tr', CELLS_AND_ROWS],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['rt', new Set(['rt', 'rp'])],
  ['rp', new Set(['rt', 'rp'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map(
    (t): [string, Set<string>] => [t, FORM_CONTROLS],
  ),
  ...[
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((t): [string, Set<string>] => [t, P]),
]);

/** Containers that may be left out whole. Paragraphs, cells, list items and headings end by
 * implication or carry rules of their own (comment-thread headings), so cleanPage keeps them. */
const PRUNABLE = new Set([
  'div',
  'section',
  'aside',
  'nav',
  'footer',
  'ul',
  'ol',
  'dl',
  'table',
  'form',
  'dialog',
  'menu',
  'button',
  'center',
  'header',
  'span',
]);

/** What readTag knows about an opening tag. */
export type TagInfo = {
  name: string;
  /** Serialised attributes to write out. */
  attrs: string;
  selfClosing: boolean;
  className: string;
  id: string;
  role: string;
  itemprop: string;
  hidden: boolean;
};

type Verdict = 'drop' | 'drop-unless-main' | 'drop-if-no-prose' | 'small-form';

/**
 * A furniture block with some prose in it: cleanPage keeps it only if it holds most of the
 * page's text, or if a block with the same class holds prose (isNamedLikeProse there), which is
 * known once the whole page is read.
 */
type Deferred = { parts: Part[]; textChars: number; unlinkedChars: number; className: string };
type Part = string | Deferred;

type Region = {
  depth: number;
  verdict: Verdict;
  out: Part[];
  textChars: number;
  linkedChars: number;
  /** Text of blocks inside this one that were left out. */
  droppedChars: number;
  holdsMain: boolean;
  className: string;
  /** Named like furniture, and the first text after a headline (followsHeadline). */
  followsHeadline: boolean;
  /** The page's own footer (after-page-footer.ts). */
  pageFooter: boolean;
};

// Clear-cut limits, with a margin: text here is counted before entities are decoded and
// whitespace collapsed, so it runs a little higher than cleanPage's own count.
/** Below this much text outside links, a furniture block cannot be prose (cleanPage: 200). */
const NO_PROSE_UNLINKED_CHARS = 150;
/** From this much text outside links, cleanPage keeps a furniture block as prose (it: 1500). */
const PROSE_UNLINKED_CHARS = 1200;
/** A furniture block with less than this share of the page's text is not "most of the page" (it: 0.5). */
const MINOR_SHARE = 0.4;
const SMALL_FORM_CHARS = 800;
/**
 * A block named like furniture that is the first text after a headline, with at least this much
 * text outside links, opens the page's own text (a notice, a summary): cleanPage keeps it too.
 */
export const HEADLINE_FOLLOWER_UNLINKED_CHARS = 100;

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'noscript',
  'ol',
  'optgroup',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

// Bounds on the tree linkedom will build, so that a hostile page (hundreds of thousands of
// unclosed tags) costs bounded work. Real articles stay far below both: over the 691 pages of the
// extraction dataset the prepared body is at most 39 elements deep and 2,628 elements large.
/** Tags opened deeper than this are left out; their text stays, in the deepest element kept. */
export const MAX_DEPTH = 256;
/** Past this many elements only text is written. */
export const MAX_ELEMENTS = 10_000;

/** Whitespace inside these is content. */
const PREFORMATTED = new Set(['pre', 'listing', 'plaintext']);

function isWhitespaceOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) return false;
  }
  return true;
}

function verdictFor(tag: TagInfo): Verdict | null {
  if (!PRUNABLE.has(tag.name)) return null;
  if (/articlebody/i.test(tag.itemprop)) return null;
  if (tag.name === 'button') return 'drop';
  if (tag.name === 'form') return 'small-form';
  if (
    BOILERPLATE_TAGS.has(tag.name) ||
    (tag.role && BOILERPLATE_ROLES.has(tag.role.toLowerCase())) ||
    tag.hidden
  ) {
    return 'drop-if-no-prose';
  }
  const kind = boilerplateKindOfNames(`${tag.className} ${tag.id}`);
  if (kind === 'comments') return 'drop-unless-main';
  if (kind === 'furniture') return 'drop-if-no-prose';
  return null;
}

/** Furniture by its class or id alone, not by its tag, role or hiding. */
function isNamedOnly(tag: TagInfo): boolean {
  return (
    !BOILERPLATE_TAGS.has(tag.name) &&
    !(tag.role && BOILERPLATE_ROLES.has(tag.role.toLowerCase())) &&
    !tag.hidden
  );
}

/** Writes the parts kept into `into`; returns the most text outside links of a part left out. */
function flatten(
  parts: Part[],
  pageChars: number,
  proseClasses: ReadonlySet<string>,
  into: string[],
): number {
  let leftOut = 0;
  for (const part of parts) {
    if (typeof part === 'string') into.push(part);
    else if (part.textChars > MINOR_SHARE * pageChars || proseClasses.has(part.className))
      leftOut = Math.max(leftOut, flatten(part.parts, pageChars, proseClasses, into));
    else leftOut = Math.max(leftOut, part.unlinkedChars);
  }
  return leftOut;
}

export type BodyWriterOptions = {
  /**
   * Write out the small forms otherwise left out (a comment or newsletter form): their labels
   * are part of how Readability scores the page, for a second opinion (headline-distance.ts).
   */
  keepSmallForms?: boolean;
  /**
   * Write out the blocks named or tagged like furniture that hold some prose, which cleanPage
   * would judge: for Readability's own pick of the page (extract-article.ts).
   */
  keepFurnitureProse?: boolean;
};

export class BodyWriter {
  private readonly keepSmallForms: boolean;
  private readonly keepFurnitureProse: boolean;
  /** The most text outside links of a small form or a furniture block with prose left out. */
  private leftOutProse = 0;
  private readonly root: Part[] = [];
  private textChars = 0;
  private droppedChars = 0;
  /** Open elements, innermost last, as the parser will nest them. */
  private readonly stack: string[] = [];
  private readonly regions: Region[] = [];
  /** Class attributes of furniture-named blocks kept for their prose. */
  private readonly proseClasses = new Set<string>();
  private links = 0;
  private preDepth = 0;
  private elements = 0;
  /** Tags left out past MAX_DEPTH, by name, so that their end tags close nothing that was kept. */
  private readonly tooDeep = new Map<string, number>();
  /** Whitespace-only text waits for the next tag to decide whether it matters. */
  private pendingSpace = '';
  private previousIsBlock = true;
  /** A headline closed and no text has come since. */
  private afterHeadline = false;
  /** The page footer was left out: blocks from here on are judged as furniture. */
  private pastPageFooter = false;

  constructor({ keepSmallForms = false, keepFurnitureProse = false }: BodyWriterOptions = {}) {
    this.keepSmallForms = keepSmallForms;
    this.keepFurnitureProse = keepFurnitureProse;
  }

  private get out(): Part[] {
    return this.regions.length ? this.regions[this.regions.length - 1]!.out : this.root;
  }

  private write(markup: string, isBlock: boolean): void {
    if (this.pendingSpace) {
      if (this.preDepth > 0) this.out.push(this.pendingSpace);
      else if (!this.previousIsBlock && !isBlock) this.out.push(' ');
      this.pendingSpace = '';
    }
    this.out.push(markup);
    this.previousIsBlock = isBlock;
  }

  text(text: string): void {
    if (this.preDepth === 0 && isWhitespaceOnly(text)) {
      this.pendingSpace += text;
      return;
    }
    if (this.pendingSpace) {
      this.out.push(this.preDepth > 0 ? this.pendingSpace : ' ');
      this.pendingSpace = '';
    }
    this.out.push(text);
    this.previousIsBlock = false;
    this.afterHeadline = false;
    this.textChars += text.length;
    const region = this.regions[this.regions.length - 1];
    if (region) {
      region.textChars += text.length;
      if (this.links > 0) region.linkedChars += text.length;
    }
  }

  open(tag: TagInfo): void {
    const { name } = tag;
    if (this.elements >= MAX_ELEMENTS) return;
    const implied = IMPLIED_CLOSE.get(name);
    if (implied)
      while (this.stack.length && implied.has(this.stack[this.stack.length - 1]!)) this.pop();
    if (this.stack.length >= MAX_DEPTH) {
      if (!VOID.has(name)) this.tooDeep.set(name, (this.tooDeep.get(name) ?? 0) + 1);
      return;
    }
    this.elements += 1;
    const region = this.regions[this.regions.length - 1];
    if (region && (name === 'h1' || name === 'main' || /articlebody/i.test(tag.itemprop)))
      region.holdsMain = true;

    let verdict = VOID.has(name) ? null : verdictFor(tag);
    if (!verdict && !region && judgedAfterFooter(name, this.pastPageFooter))
      verdict = 'drop-if-no-prose';
    if (verdict) {
      this.regions.push({
        depth: this.stack.length + 1,
        verdict,
        out: [],
        textChars: 0,
        linkedChars: 0,
        droppedChars: 0,
        holdsMain: false,
        className: tag.className,
        followsHeadline: this.afterHeadline && verdict === 'drop-if-no-prose' && isNamedOnly(tag),
        pageFooter: !region && isPageFooter(tag, this.stack),
      });
    }
    this.write(`<${name}${tag.attrs}${tag.selfClosing ? ' /' : ''}>`, BLOCK.has(name));
    if (VOID.has(name)) return;
    this.stack.push(name);
    if (name === 'a') this.links += 1;
    if (PREFORMATTED.has(name)) this.preDepth += 1;
  }

  close(name: string): void {
    if (this.elements >= MAX_ELEMENTS) return;
    const deep = this.tooDeep.get(name);
    if (deep) {
      this.tooDeep.set(name, deep - 1);
      return;
    }
    const at = this.stack.lastIndexOf(name);
    if (at < 0) {
      // The parser ignores a stray end tag, except </p> and </br>, which it turns into elements.
      if (name === 'p' || name === 'br') this.write(name === 'p' ? '<p></p>' : '<br>', true);
      return;
    }
    while (this.stack.length > at + 1) this.pop();
    this.write(`</${name}>`, BLOCK.has(name));
    this.pop();
    if (name === 'h1') this.afterHeadline = true;
  }

  /** Closes the innermost open element; a region ends with its element. */
  private pop(): void {
    const name = this.stack.pop()!;
    // Whatever was left out below it ends with it.
    if (this.tooDeep.size) this.tooDeep.clear();
    if (name === 'a') this.links -= 1;
    if (PREFORMATTED.has(name) && this.preDepth > 0) this.preDepth -= 1;
    const region = this.regions[this.regions.length - 1];
    if (region && region.depth === this.stack.length + 1) this.endRegion();
  }

  private endRegion(): void {
    const region = this.regions.pop()!;
    const unlinked = region.textChars - region.linkedChars;
    const furniture = region.verdict === 'drop-if-no-prose' && !region.holdsMain;
    // Kept whatever its length, but only a block of real prose vouches for its class (below).
    const judged =
      furniture && !(region.followsHeadline && unlinked >= HEADLINE_FOLLOWER_UNLINKED_CHARS);
    const drop =
      region.verdict === 'drop' ||
      (region.verdict === 'drop-unless-main' && !region.holdsMain) ||
      (judged && unlinked < NO_PROSE_UNLINKED_CHARS) ||
      (region.verdict === 'small-form' &&
        !this.keepSmallForms &&
        !region.holdsMain &&
        region.textChars < SMALL_FORM_CHARS);
    const defer = !drop && judged && unlinked < PROSE_UNLINKED_CHARS && !this.keepFurnitureProse;
    if (drop && region.verdict === 'small-form')
      this.leftOutProse = Math.max(this.leftOutProse, unlinked);
    const parent = this.regions[this.regions.length - 1];
    const dropped = drop ? region.textChars : region.droppedChars;
    if (parent) {
      // The enclosing block is judged as cleanPage would, top-down: with this one still inside.
      parent.textChars += region.textChars;
      parent.linkedChars += region.linkedChars;
      parent.holdsMain ||= region.holdsMain;
      parent.droppedChars += dropped;
    } else {
      this.droppedChars += dropped;
    }
    if (drop && region.pageFooter) this.pastPageFooter = true;
    if (drop) return;
    if (furniture && unlinked >= PROSE_UNLINKED_CHARS && region.className)
      this.proseClasses.add(region.className);
    const out = parent ? parent.out : this.root;
    if (defer)
      out.push({
        parts: region.out,
        textChars: region.textChars,
        unlinkedChars: unlinked,
        className: region.className,
      });
    else for (const part of region.out) out.push(part);
  }

  /**
   * After finish: the most text outside links of one block left out that may have been prose (a
   * small form, or a furniture block with some prose that holds little of the page's text).
   */
  get leftOutProseChars(): number {
    return this.leftOutProse;
  }

  /** The body markup; elements still open at the end close there, as in the parser. */
  finish(): string {
    while (this.stack.length) this.pop();
    const out: string[] = [];
    const leftOut = flatten(this.root, this.textChars - this.droppedChars, this.proseClasses, out);
    this.leftOutProse = Math.max(this.leftOutProse, leftOut);
    return out.join('');
  }
}
