// The server compiles without the DOM lib, and linkedom's own typings are loose. These are the
// few DOM members the extractor uses, so its code stays type-checked without pulling browser
// globals into the whole server program; and the few tree helpers that are faster on linkedom
// than its selector engine.

export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: DomNode | null;
  readonly parentElement: DomElement | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly firstChild: DomNode | null;
  readonly lastChild: DomNode | null;
  readonly nextSibling: DomNode | null;
  readonly previousSibling: DomNode | null;
  readonly ownerDocument: DomDocument;
  textContent: string | null;
  remove(): void;
  replaceWith(...nodes: DomNode[]): void;
  appendChild<T extends DomNode>(node: T): T;
  insertBefore<T extends DomNode>(node: T, child: DomNode | null): T;
  replaceChild<T extends DomNode>(node: DomNode, child: T): T;
}

export interface DomAttr {
  readonly name: string;
  readonly value: string;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  readonly localName: string;
  readonly attributes: ArrayLike<DomAttr>;
  readonly children: ArrayLike<DomElement>;
  readonly firstElementChild: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  readonly previousElementSibling: DomElement | null;
  innerHTML: string;
  readonly outerHTML: string;
  className: string;
  id: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
}

export interface DomDocument extends DomNode {
  readonly documentElement: DomElement;
  readonly head: DomElement | null;
  readonly body: DomElement | null;
  readonly title: string;
  createElement(tagName: string): DomElement;
  createTextNode(text: string): DomNode;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
}

export const ELEMENT_NODE = 1;
export const DOCUMENT_NODE = 9;
export const TEXT_NODE = 3;

/**
 * Whitespace that collapsing changes: a run of two or more, or a single character other than a
 * space. Replacing only these gives what replacing every run does, without a match per word.
 */
const COLLAPSIBLE_SPACE = /\s{2,}|[^\S ]/g;

/** A text with every whitespace run made one space (what `replace(/\s+/g, ' ')` gives). */
export function spacedText(text: string): string {
  return text.replace(COLLAPSIBLE_SPACE, ' ');
}

/** A text with every whitespace run made one space, trimmed. */
export function collapsedText(text: string): string {
  return spacedText(text).trim();
}

const SPACE_RUN = /\s{2,}/g;

/**
 * The length of spacedText(text), without building it: each run of two or more whitespace
 * characters counts one. Only the runs are matched, not every gap between words.
 */
export function spacedLength(text: string): number {
  let length = text.length;
  SPACE_RUN.lastIndex = 0;
  for (let run = SPACE_RUN.exec(text); run; run = SPACE_RUN.exec(text)) length -= run[0].length - 1;
  return length;
}

/** An element's text with every whitespace run made one space, trimmed. */
export function normalizedText(el: DomElement): string {
  return collapsedText(el.textContent ?? '');
}

/** Characters of the element's text inside links (each link's text collapsed, as normalizedText). */
export function linkedTextLength(el: DomElement): number {
  const links = el.getElementsByTagName('a');
  let linked = 0;
  for (let i = 0; i < links.length; i++) linked += normalizedText(links[i]!).length;
  return linked;
}

/** Characters of the element's text outside links: what a reader reads rather than clicks. */
export function unlinkedTextLength(el: DomElement): number {
  return normalizedText(el).length - linkedTextLength(el);
}

/** Share of the element's text inside links (0 when it has no text). */
export function linkTextShare(el: DomElement): number {
  const total = normalizedText(el).length;
  return total === 0 ? 0 : linkedTextLength(el) / total;
}

/** Section headings below the page's title (h2–h6), and all six levels. */
export const SUBHEADING_TAGS: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', ...SUBHEADING_TAGS]);

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

/** The element's one child element, when it has no other child and no text of its own. */
export function onlyElementChild(el: DomElement): DomElement | null {
  const only = el.firstElementChild;
  if (!only || only.nextElementSibling) return null;
  for (let node = el.firstChild; node; node = node.nextSibling)
    if (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim()) return null;
  return only;
}

/**
 * The lower-case tag name. Elements from the parser already are; elements Readability creates
 * ("DIV", "P") keep the case they were created with on linkedom.
 */
export function tagOf(el: DomElement): string {
  return el.localName.toLowerCase();
}

type Root = DomElement | (DomNode & { documentElement: DomElement });

/**
 * Elements under `root` (not `root` itself) whose tag is listed, in document order: what
 * querySelectorAll('a,b') returns, without linkedom compiling a selector on every call.
 */
export function elementsWithTags(
  root: Root,
  tagNames: readonly string[] | ReadonlySet<string>,
): DomElement[] {
  return walkTags(root, tagSet(tagNames), false);
}

/** Whether any element under `root` has one of the tags (stops at the first). */
export function hasElementWithTags(
  root: Root,
  tagNames: readonly string[] | ReadonlySet<string>,
): boolean {
  return walkTags(root, tagSet(tagNames), true).length > 0;
}

/** Whether any element under `root` passes `test` (stops at the first; skips <template>). */
export function hasElementWhere(root: Root, test: (el: DomElement) => boolean): boolean {
  return walkElements(root, test, true).length > 0;
}

/** Lower-case tag names as a set; pass a set to skip building one on every call. */
function tagSet(tagNames: readonly string[] | ReadonlySet<string>): ReadonlySet<string> {
  return Array.isArray(tagNames)
    ? new Set(tagNames.map((t: string) => t.toLowerCase()))
    : (tagNames as ReadonlySet<string>);
}

function walkTags(root: Root, wanted: ReadonlySet<string>, firstOnly: boolean): DomElement[] {
  // Readability creates elements as "DIV" and linkedom keeps that case; selectors ignore it.
  // Parsed names are lower-case already, so only a name starting upper-case is lowered.
  return walkElements(
    root,
    ({ localName: name }) =>
      wanted.has(name) || (name.charCodeAt(0) < 97 && wanted.has(name.toLowerCase())),
    firstOnly,
  );
}

/**
 * linkedom keeps a whole document as one chain in document order (every element, attribute and
 * text node, and an end marker after each element's last descendant) under two symbol keys,
 * "next" and "end"; its own querySelectorAll walks that chain. Walking it too is a fraction of
 * the cost of the firstElementChild / nextElementSibling / parentElement getters, each of which
 * steps along the same chain past attributes and text. Found by looking at a node once; null
 * when the nodes are not shaped so (another DOM, a future linkedom), and the getters serve.
 */
export type ChainKeys = { next: symbol; end: symbol };
let chainKeys: ChainKeys | null | undefined;

export function chainKeysOf(node: object): ChainKeys | null {
  if (chainKeys !== undefined) return chainKeys;
  const symbols = Object.getOwnPropertySymbols(node);
  const next = symbols.find((s) => s.description === 'next');
  const end = symbols.find((s) => s.description === 'end');
  const marker: unknown = end && (node as Record<symbol, unknown>)[end];
  chainKeys =
    next && end && typeof marker === 'object' && marker !== null && next in marker
      ? { next, end }
      : null;
  return chainKeys;
}

/** A node seen as a link of linkedom's chain. */
interface Linked {
  readonly nodeType: number;
  readonly [key: symbol]: Linked | undefined;
}

/** Elements under `root` passing `test`, in document order, without recursion (deep pages). */
function walkElements(
  root: Root,
  test: (el: DomElement) => boolean,
  firstOnly: boolean,
): DomElement[] {
  const keys = chainKeysOf(root);
  if (keys) return walkChain(root as unknown as Linked, keys, test, firstOnly);
  return walkTree(root, test, firstOnly);
}

function walkChain(
  root: Linked,
  { next: NEXT, end: END }: ChainKeys,
  test: (el: DomElement) => boolean,
  firstOnly: boolean,
): DomElement[] {
  const found: DomElement[] = [];
  const stop = root[END];
  let node = root[NEXT];
  while (node && node !== stop) {
    if (node.nodeType === ELEMENT_NODE) {
      const el = node as unknown as DomElement;
      if (test(el)) {
        found.push(el);
        if (firstOnly) return found;
      }
      // Like querySelectorAll, do not look inside <template>.
      if (el.localName === 'template') {
        node = node[END]![NEXT];
        continue;
      }
    }
    node = node[NEXT];
  }
  return found;
}

function walkTree(root: Root, test: (el: DomElement) => boolean, firstOnly: boolean): DomElement[] {
  const found: DomElement[] = [];
  const top = root.nodeType === DOCUMENT_NODE ? null : (root as DomElement);
  let node: DomElement | null =
    root.nodeType === DOCUMENT_NODE
      ? (root as { documentElement: DomElement }).documentElement
      : (root as DomElement).firstElementChild;
  while (node) {
    if (test(node)) {
      found.push(node);
      if (firstOnly) return found;
    }
    // Like querySelectorAll, do not look inside <template>.
    const child: DomElement | null = node.localName === 'template' ? null : node.firstElementChild;
    if (child) {
      node = child;
      continue;
    }
    while (node && node !== top && !node.nextElementSibling) {
      const parent: DomElement | null = node.parentElement;
      node = parent === top ? null : parent;
    }
    node = node && node !== top ? node.nextElementSibling : null;
  }
  return found;
}
