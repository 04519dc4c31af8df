// A comment thread recognised by its shape, for pages whose class names say nothing (CSS modules,
// hashed names) and whose thread has no "Comments" heading (issue #20): three or more sibling
// blocks that each open with a short line of a name and a date ("Ana 07 Nov 12", "Mark 08-08-2012")
// and go on with prose. Dated entries written by the author (changelogs, timelines, live blogs)
// open with the date or the same word each time ("Version 2.1 – …", "10:45 …"), so they stay.

import {
  collapsedText,
  HEADING_TAGS,
  isElement,
  TEXT_NODE,
  type DomElement,
  type DomNode,
} from './dom-types';

/** Elements whose start ends the opening line: the prose begins in the next block. */
const LINE_BREAKS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'br',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'dd',
  'pre',
  ...HEADING_TAGS,
]);
const REPLY_TAGS: ReadonlySet<string> = new Set(['li', 'div', 'article', 'section', 'dt', 'p']);
/** A thread by its shape: fewer signed blocks in a row may be quotes or a byline. */
export const MIN_REPLIES = 3;
/** A name and a date; a longer opening line is a sentence. */
const MAX_SIGNATURE_CHARS = 80;
/** The name part: a handle or a full name, not a phrase. */
const MAX_NAME_WORDS = 5;
/** Prose after the signature, however short ("Love it."). */
const MIN_REPLY_CHARS = 5;
/** Nodes looked at for one block's opening line: the line is near its start. */
const MAX_NODES_PER_LINE = 60;
/** Nodes looked at to find a reply's prose after its signature. */
const MAX_NODES_PER_TEXT = 200;
/** Article text before the run: a thread follows the article, it is never all of it. */
export const MIN_TEXT_BEFORE = 200;

// Numeric dates and times in any language, or a number beside a word of letters (a month
// name in any language: "07 Nov 12", "7. März 2012", "November 7, 2012").
const DATE =
  /\d{1,4}[./-]\d{1,2}[./-]\d{2,4}|\b\d{1,2}\.?\s+\p{L}{3,}\.?,?\s+(?:\d{2}|\d{4})\b|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4}\b|(?=\D{1,12}\d{1,2}:\d{2}))|\b\d{1,2}:\d{2}\b/u;
/** A reply's number before the name ("1", "12.", "#3"). */
const NUMBER = /^#?\d{1,4}\.?\s+/;
/** A dash or a bar between a name and a date in one text ("Ana Ruiz – 26 October, 2012"). */
const SEPARATOR = /\p{L}\S*\s+[-–—|·•]\s*$/u;
const NUMBER_ONLY = /^#?\d{1,4}\.?$/;

const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/**
 * The texts of the block's opening line, one per text node: up to the first block boundary after
 * some words (a reply's number alone in its own element does not end the line).
 */
export function openingLine(block: DomElement): string[] {
  const line: LineState = { pieces: [], length: 0, visited: 0, done: false, words: false };
  readLine(block, line);
  return line.pieces;
}

type LineState = {
  pieces: string[];
  /** Characters in `pieces`. */
  length: number;
  /** Nodes looked at (MAX_NODES_PER_LINE). */
  visited: number;
  done: boolean;
  /** Some piece holds a letter: a block boundary now ends the line. */
  words: boolean;
};

// A function of its own rather than a closure per block: it runs for most blocks of a page.
function readLine(node: DomNode, line: LineState): void {
  for (let child = node.firstChild; child && !line.done; child = child.nextSibling) {
    if (++line.visited > MAX_NODES_PER_LINE) {
      line.done = true;
      return;
    }
    if (child.nodeType === TEXT_NODE) {
      const text = lineText(child.textContent ?? '');
      if (text) {
        line.pieces.push(text);
        if (!line.words && LETTER.test(text)) line.words = true;
      }
      line.length += text.length;
      if (line.length > MAX_SIGNATURE_CHARS) line.done = true;
    } else if (isElement(child)) {
      const breaks = LINE_BREAKS.has(child.localName);
      if (breaks && line.words) {
        line.done = true;
        return;
      }
      readLine(child, line);
      if (breaks && line.words) line.done = true;
    }
  }
}

/** Raw characters read of a long text: past MAX_SIGNATURE_CHARS the line is no signature. */
const LINE_TEXT_SLICE = 400;

/**
 * A text node's text with its spaces collapsed. Only the start of a long text (a paragraph) is
 * collapsed when that is already too long for a signature, so each ancestor that reads the same
 * paragraph as its opening line does not collapse all of it again.
 */
function lineText(raw: string): string {
  if (raw.length <= LINE_TEXT_SLICE) return collapsedText(raw);
  const start = collapsedText(raw.slice(0, LINE_TEXT_SLICE));
  return start.length > 2 * MAX_SIGNATURE_CHARS ? start : collapsedText(raw);
}

/**
 * The name before the date, when the opening line is a signature: a name first, then a date, each
 * set apart by the markup or by a dash (a date in the same text right after words is prose or
 * a label: "Thursday, 10 March 2022 – 19:05").
 */
export function signatureName(line: string[]): string | null {
  const pieces = line.filter((piece, i) => i > 0 || !NUMBER_ONLY.test(piece));
  if (pieces.length === 0) return null;
  const first = pieces[0]!.replace(NUMBER, '');
  const text = [first, ...pieces.slice(1)].join(' ');
  if (text.length > MAX_SIGNATURE_CHARS) return null;
  const date = DATE.exec(text);
  // A date in brackets dates a title ("Court rules (Feb. 28, 2005)"), not a reply.
  if (!date || text[date.index - 1] === '(') return null;
  if (date.index <= first.length && !SEPARATOR.test(text.slice(0, date.index))) return null;
  const name = text
    .slice(0, date.index)
    .replace(/[\s\p{P}]+$/u, '')
    .trim();
  // A name is letters: "Version 2.1", "Update 3" or a bare date are the author's own entries.
  if (!/^\p{L}/u.test(name) || /\d/.test(name)) return null;
  if (name.split(' ').length > MAX_NAME_WORDS) return null;
  return name;
}

type Signed = { name: string; replied: boolean };

/**
 * Whether `el` holds at least `chars` characters of text (spaces aside), looking at a bounded
 * number of nodes in document order, so that a deep block costs no more than a shallow one.
 */
function holdsText(el: DomElement, chars: number): boolean {
  const tally = { count: 0, visited: 0 };
  countText(el, chars, tally);
  return tally.count >= chars;
}

/** holdsText's walk; true once it may stop (enough text, or MAX_NODES_PER_TEXT nodes seen). */
function countText(
  node: DomNode,
  chars: number,
  tally: { count: number; visited: number },
): boolean {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (++tally.visited > MAX_NODES_PER_TEXT) return true;
    if (child.nodeType === TEXT_NODE) {
      tally.count += nonSpaceLength(child.textContent ?? '', chars - tally.count);
      if (tally.count >= chars) return true;
    } else if (isElement(child) && countText(child, chars, tally)) return true;
  }
  return false;
}

/** Characters of `text` other than spaces, counted whole unless its start already has `wanted`. */
function nonSpaceLength(text: string, wanted: number): number {
  const slice = 4 * wanted + 64;
  if (text.length > slice) {
    const start = text.slice(0, slice).replace(/\s+/g, '').length;
    if (start >= wanted) return start;
  }
  return text.replace(/\s+/g, '').length;
}

function hasDigit(pieces: string[]): boolean {
  for (const piece of pieces) if (DIGIT.test(piece)) return true;
  return false;
}

/** The block's signature, and whether prose follows it in the block (else it heads the next). */
function signatureOf(block: DomElement): Signed | null {
  const line = openingLine(block);
  // Every date has a digit: most blocks fail here, before the date's expression runs.
  if (!hasDigit(line)) return null;
  const name = signatureName(line);
  if (!name) return null;
  const lineChars = line.join('').replace(/\s+/g, '').length;
  return { name, replied: holdsText(block, lineChars + MIN_REPLY_CHARS) };
}

function hasProse(block: DomElement): boolean {
  return holdsText(block, MIN_REPLY_CHARS);
}

/**
 * Runs of replies under `parent`, by their first element: a reply is one block opening with a
 * signature, or a block that is only a signature followed by the block of prose it heads
 * (`<dt>name, date</dt><dd>…</dd>`). Every reply of a run opens with the same tag.
 */
function signedRuns(parent: DomElement): Map<DomElement, DomElement[]> {
  const runs = new Map<DomElement, DomElement[]>();
  let run: DomElement[] = [];
  let replies = 0;
  let tag = '';
  let header: DomElement | null = null;
  const names = new Set<string>();
  const close = (): void => {
    // The same name each time is a label ("Update", "Posted by admin"), not a thread.
    if (replies >= MIN_REPLIES && names.size >= 2) runs.set(run[0]!, run);
    run = [];
    replies = 0;
    header = null;
    names.clear();
  };
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    const signed = REPLY_TAGS.has(child.localName) ? signatureOf(child) : null;
    if (header) {
      if (!signed && hasProse(child)) {
        run.push(header, child);
        replies += 1;
        header = null;
        continue;
      }
      close();
    }
    if (!signed) {
      close();
      continue;
    }
    if (replies > 0 && child.localName !== tag) close();
    tag = child.localName;
    names.add(signed.name.toLowerCase());
    if (signed.replied) {
      run.push(child);
      replies += 1;
    } else header = child;
  }
  close();
  return runs;
}

/** Whether `parent` has at least `count` element children: a run needs one per reply. */
function hasElementChildren(parent: DomElement, count: number): boolean {
  let seen = 0;
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling)
    if (++seen >= count) return true;
  return false;
}

/**
 * Removes every run of signed replies in `root` that comes after some article text. One walk in
 * document order, counting the text met so far; a removed run is not walked into.
 */
export function removeSignedReplies(root: DomElement): void {
  removeRunsUnder(root, { textBefore: 0 });
}

function removeRunsUnder(parent: DomElement, walk: { textBefore: number }): void {
  const runs = hasElementChildren(parent, MIN_REPLIES) ? signedRuns(parent) : null;
  for (let child = parent.firstChild; child;) {
    const next = child.nextSibling;
    if (child.nodeType === TEXT_NODE) {
      // Counted only up to the threshold: past it, every run may go.
      if (walk.textBefore < MIN_TEXT_BEFORE)
        walk.textBefore += (child.textContent ?? '').trim().length;
    } else if (isElement(child)) {
      const run = runs?.get(child);
      if (run && walk.textBefore >= MIN_TEXT_BEFORE) {
        const after = run[run.length - 1]!.nextSibling;
        for (const block of run) block.remove();
        child = after;
        continue;
      }
      removeRunsUnder(child, walk);
    }
    child = next;
  }
}
