import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

// HTML exports read as a flat stream of tags and text straight from htmlparser2's tokenizer:
// no DOM and no stack of open elements (htmlparser2's Parser keeps both, and accumulates any
// attribute whole), so nesting costs nothing and every value is capped as it arrives.

/** An attribute value; null when it was longer than the limit. */
export type HtmlAttributes = ReadonlyMap<string, string | null>;
export type HtmlTag = { name: string; attributes: HtmlAttributes; line: number };

export type HtmlHandler = {
  openTag(tag: HtmlTag): void;
  closeTag(name: string): void;
  text(text: string): void;
};

type Chunk = { text: string; offset: number };

// Tags of an export have a handful of attributes; more are ignored.
const MAX_ATTRIBUTES = 64;
// Tag and attribute names longer than this are no names an export uses.
const MAX_NAME = 256;
const TAIL = 4 * MAX_NAME;

export class HtmlEvents {
  private readonly tokenizer: Tokenizer;
  // The chunk being tokenized, and a little of the text before it: a name that began in an
  // earlier chunk is sliced from there (text and attribute values arrive chunk by chunk).
  private current: Chunk = { text: '', offset: 0 };
  private tail = '';
  // Lines are counted up to `cursor` only as events ask, so a huge file is never rescanned.
  private cursor = 0;
  private cursorLine = 1;
  private tagName = '';
  private tagLine = 1;
  private attributes = new Map<string, string | null>();
  private attributeName: string | null = null;
  private attributeValue: string[] = [];
  private attributeBytes = 0;

  constructor(
    private readonly handler: HtmlHandler,
    private readonly maxAttributeBytes: number,
  ) {
    this.tokenizer = new Tokenizer({ decodeEntities: true }, this.callbacks());
  }

  write(text: string): void {
    const { current } = this;
    const end = current.offset + current.text.length;
    this.advanceTo(end);
    this.tail =
      current.text.length >= TAIL
        ? current.text.slice(-TAIL)
        : (this.tail + current.text).slice(-TAIL);
    this.current = { text, offset: end };
    this.tokenizer.write(text);
  }

  end(): void {
    this.tokenizer.end();
  }

  /** Text between two absolute offsets, when it is still held. */
  private slice(start: number, end: number): string | null {
    const { current } = this;
    if (start >= current.offset) {
      return current.text.slice(start - current.offset, end - current.offset);
    }
    const tailOffset = current.offset - this.tail.length;
    if (start < tailOffset) return null;
    return (this.tail + current.text).slice(start - tailOffset, end - tailOffset);
  }

  /** Counts the line breaks of the current chunk up to `index`. */
  private advanceTo(index: number): void {
    const { current } = this;
    const end = Math.min(index, current.offset + current.text.length);
    if (end <= this.cursor) return;
    const from = Math.max(this.cursor, current.offset) - current.offset;
    const to = end - current.offset;
    for (
      let at = current.text.indexOf('\n', from);
      at !== -1 && at < to;
      at = current.text.indexOf('\n', at + 1)
    ) {
      this.cursorLine += 1;
    }
    this.cursor = end;
  }

  private lineAt(index: number): number {
    this.advanceTo(index);
    return this.cursorLine;
  }

  private name(start: number, end: number): string {
    return end - start > MAX_NAME ? '' : (this.slice(start, end) ?? '').toLowerCase();
  }

  private appendAttribute(text: string): void {
    if (this.attributeName === null || this.attributeBytes > this.maxAttributeBytes) return;
    this.attributeBytes += Buffer.byteLength(text);
    if (this.attributeBytes > this.maxAttributeBytes) this.attributeValue = [];
    else this.attributeValue.push(text);
  }

  private callbacks(): TokenizerCallbacks {
    return {
      onopentagname: (start, end) => {
        this.tagName = this.name(start, end);
        this.tagLine = this.lineAt(start);
        this.attributes = new Map();
      },
      onattribname: (start, end) => {
        const name = this.name(start, end);
        const keep =
          name !== '' && !this.attributes.has(name) && this.attributes.size < MAX_ATTRIBUTES;
        this.attributeName = keep ? name : null;
        this.attributeValue = [];
        this.attributeBytes = 0;
      },
      onattribdata: (start, end) => {
        const text = this.slice(start, end);
        if (text !== null) this.appendAttribute(text);
      },
      onattribentity: (codepoint) => this.appendAttribute(String.fromCodePoint(codepoint)),
      onattribend: (quote: QuoteType) => {
        if (this.attributeName === null) return;
        const tooLong = this.attributeBytes > this.maxAttributeBytes;
        const value = quote === QuoteType.NoValue ? '' : this.attributeValue.join('');
        this.attributes.set(this.attributeName, tooLong ? null : value);
        this.attributeName = null;
        this.attributeValue = [];
      },
      onopentagend: () => {
        this.handler.openTag({
          name: this.tagName,
          attributes: this.attributes,
          line: this.tagLine,
        });
      },
      onselfclosingtag: () => {
        this.handler.openTag({
          name: this.tagName,
          attributes: this.attributes,
          line: this.tagLine,
        });
        this.handler.closeTag(this.tagName);
      },
      onclosetag: (start, end) => this.handler.closeTag(this.name(start, end)),
      ontext: (start, end) => {
        const text = this.slice(start, end);
        if (text !== null && text !== '') this.handler.text(text);
      },
      ontextentity: (codepoint) => this.handler.text(String.fromCodePoint(codepoint)),
      oncdata: () => {},
      oncomment: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    };
  }
}

/** Text gathered between an opening and a closing tag, stopping at `maxBytes`. */
export class CappedText {
  private parts: string[] = [];
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  add(text: string): void {
    if (this.bytes > this.maxBytes) return;
    this.bytes += Buffer.byteLength(text);
    if (this.bytes > this.maxBytes) this.parts = [];
    else this.parts.push(text);
  }

  /** The text, or null when it grew past the limit. */
  value(): string | null {
    return this.bytes > this.maxBytes ? null : this.parts.join('');
  }
}
