import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { describeCount, ImportFileError, type ImportLimits } from './import-entry';

// The entries of a JSON export, one at a time, from a document of any size. stream-json supplies
// only the tokenizer (a flat state machine; strings arrive in pieces); the values are assembled
// here, keeping only the fields a format reads, each string within its limit, nothing deeper
// than maxDepth, so a 1 GB export or 100,000 levels of nesting cost bounded memory and no recursion.

/** Where a value was too long, too deep or too large to keep. */
export const omitted: unique symbol = Symbol('omitted');
export type JsonObject = Map<string, JsonValue>;
export type JsonValue =
  string | number | boolean | null | typeof omitted | JsonValue[] | JsonObject;

export type JsonItemsOptions = {
  /** The root object's key holding the array of entries; null when the root is that array. */
  arrayKey: string | null;
  /**
   * The longest string (in bytes) a field may hold, by its path inside an entry (array elements
   * are "*"); null leaves the field, and everything in it, unread.
   */
  fieldLimit(path: readonly string[]): number | null;
  limits: ImportLimits;
};

export type JsonItem = { index: number; object: JsonObject } | { index: number; problem: string };

// The tokenizer keeps one stack slot per open level; past this a file is no export.
const HARD_NESTING_LIMIT = 1_000_000;
const KEY_LIMIT = 1024;
const NUMBER_LIMIT = 64;
// What one kept value costs beyond its text, so a million empty strings still count.
const VALUE_COST = 16;

type Frame = { container: JsonObject | JsonValue[]; path: readonly string[]; key: string | null };
type Scalar = {
  kind: 'key' | 'string' | 'number';
  parts: string[];
  bytes: number;
  limit: number | null;
  over: boolean;
};

function damaged(message: string): ImportFileError {
  return new ImportFileError('DAMAGED_FILE', message);
}

class JsonItemAssembler {
  itemIndex = 0;
  private depth = 0;
  private phase: 'start' | 'root' | 'items' | 'end' = 'start';
  private itemsDepth = 0;
  private skipDepth = 0;
  private scalar: Scalar | null = null;
  private rootKey: string | null = null;
  private frames: Frame[] = [];
  private itemBytes = 0;
  private itemTooLarge = false;
  private readonly itemBudget: number;
  private out: JsonItem[] = [];

  constructor(private readonly options: JsonItemsOptions) {
    const { maxContentBytes, maxFieldBytes } = options.limits;
    this.itemBudget = maxContentBytes + 8 * maxFieldBytes;
  }

  take(): JsonItem[] {
    const items = this.out;
    this.out = [];
    return items;
  }

  finish(): void {
    if (this.phase !== 'end')
      throw damaged('This file ends before its JSON does: it is incomplete.');
  }

  push(token: Token): void {
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        this.open(token.name === 'startObject');
        return;
      case 'endObject':
      case 'endArray':
        this.close();
        return;
      case 'startKey':
        this.begin('key', this.skipDepth > 0 ? null : KEY_LIMIT);
        return;
      case 'startString':
      case 'startNumber':
        this.beginValue(token.name === 'startString' ? 'string' : 'number');
        return;
      case 'stringChunk':
      case 'numberChunk':
        this.append(token.value);
        return;
      case 'endKey':
        this.onKey(this.end());
        return;
      case 'endString':
        this.onScalar(this.end());
        return;
      case 'endNumber': {
        const text = this.end();
        const number = typeof text === 'string' ? Number(text) : NaN;
        this.onScalar(text === undefined ? undefined : Number.isFinite(number) ? number : omitted);
        return;
      }
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        if (this.startValue() !== null) this.onScalar(token.value);
        return;
      default:
        return;
    }
  }

  private open(isObject: boolean): void {
    this.depth += 1;
    if (this.depth > HARD_NESTING_LIMIT) {
      throw damaged(
        `This file nests deeper than ${describeCount(HARD_NESTING_LIMIT)} levels; it is not an export Canyon can read.`,
      );
    }
    if (this.skipDepth > 0) {
      this.skipDepth += 1;
      return;
    }
    if (this.phase === 'start') {
      if (this.options.arrayKey === null ? isObject : !isObject) {
        throw damaged('This file does not hold a list of saved links where Canyon expects one.');
      }
      this.phase = this.options.arrayKey === null ? 'items' : 'root';
      this.itemsDepth = 1;
      return;
    }
    if (this.phase === 'root') {
      if (this.depth === 2 && !isObject && this.rootKey === this.options.arrayKey) {
        this.phase = 'items';
        this.itemsDepth = 2;
      } else {
        this.skipDepth = 1;
      }
      return;
    }
    if (this.frames.length === 0) {
      this.itemIndex += 1;
      if (isObject) {
        this.frames.push({ container: new Map(), path: [], key: null });
        this.itemBytes = 0;
        this.itemTooLarge = false;
      } else {
        this.out.push({
          index: this.itemIndex,
          problem: 'Not an entry: a list where an entry should be',
        });
        this.skipDepth = 1;
      }
      return;
    }
    const path = this.childPath();
    if (path === null) {
      this.skipDepth = 1;
      return;
    }
    const container: JsonObject | JsonValue[] = isObject ? new Map() : [];
    this.attach(container, 0);
    this.frames.push({ container, path, key: null });
  }

  private close(): void {
    this.depth -= 1;
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    if (this.phase === 'root' || (this.phase === 'items' && this.depth < this.itemsDepth)) {
      // The root object, or the array of entries, has closed.
      this.phase = this.phase === 'items' && this.options.arrayKey !== null ? 'root' : 'end';
      if (this.depth === 0) this.phase = 'end';
      return;
    }
    const frame = this.frames.pop();
    if (frame !== undefined && this.frames.length === 0) {
      this.out.push(
        this.itemTooLarge
          ? { index: this.itemIndex, problem: 'Not imported: the entry is too large to read' }
          : { index: this.itemIndex, object: frame.container as JsonObject },
      );
    }
  }

  /** The path of the value starting now inside the current entry; null when it is not kept. */
  private childPath(): readonly string[] | null {
    const frame = this.frames.at(-1);
    if (frame === undefined || this.itemTooLarge) return null;
    if (this.frames.length >= this.options.limits.maxDepth) return null;
    const isArray = Array.isArray(frame.container);
    if (!isArray && frame.key === null) return null;
    const path = [...frame.path, isArray ? '*' : (frame.key ?? '')];
    return this.options.fieldLimit(path) === null ? null : path;
  }

  /** Where a scalar starting now goes: its length limit, or null when it is not kept. */
  private startValue(): number | null {
    if (this.skipDepth > 0) return null;
    if (this.phase === 'start') {
      throw damaged('This file does not hold a list of saved links where Canyon expects one.');
    }
    if (this.phase !== 'items') return null;
    if (this.frames.length === 0) {
      this.itemIndex += 1;
      this.out.push({
        index: this.itemIndex,
        problem: 'Not an entry: a single value where an entry should be',
      });
      return null;
    }
    const path = this.childPath();
    return path === null ? null : this.options.fieldLimit(path);
  }

  private beginValue(kind: 'string' | 'number'): void {
    const limit = this.startValue();
    this.begin(kind, limit === null ? null : kind === 'number' ? NUMBER_LIMIT : limit);
  }

  private begin(kind: Scalar['kind'], limit: number | null): void {
    this.scalar = { kind, parts: [], bytes: 0, limit, over: false };
  }

  private append(text: string): void {
    const scalar = this.scalar;
    if (scalar === null || scalar.limit === null || scalar.over) return;
    scalar.bytes += Buffer.byteLength(text);
    if (scalar.bytes > scalar.limit) {
      scalar.over = true;
      scalar.parts = [];
    } else {
      scalar.parts.push(text);
    }
  }

  /** The finished scalar: its text, `omitted` when too long, undefined when it is not kept. */
  private end(): string | typeof omitted | undefined {
    const scalar = this.scalar;
    this.scalar = null;
    if (scalar === null || scalar.limit === null) return undefined;
    if (scalar.over) return omitted;
    return scalar.parts.join('');
  }

  private onKey(key: string | typeof omitted | undefined): void {
    const name = typeof key === 'string' ? key : null;
    if (this.phase === 'root' && this.depth === 1 && this.skipDepth === 0) {
      this.rootKey = name;
      return;
    }
    const frame = this.frames.at(-1);
    if (frame !== undefined && this.skipDepth === 0) frame.key = name;
  }

  private onScalar(value: JsonValue | undefined): void {
    if (value === undefined || this.skipDepth > 0) return;
    this.attach(value, typeof value === 'string' ? Buffer.byteLength(value) : 0);
  }

  private attach(value: JsonValue, bytes: number): void {
    const frame = this.frames.at(-1);
    if (frame === undefined) return;
    this.itemBytes += bytes + VALUE_COST;
    if (this.itemBytes > this.itemBudget) {
      this.itemTooLarge = true;
      return;
    }
    if (Array.isArray(frame.container)) frame.container.push(value);
    else if (frame.key !== null) frame.container.set(frame.key, value);
  }
}

type Tokenize = (input: string | typeof none) => unknown;

export async function* readJsonItems(
  text: AsyncIterable<string>,
  options: JsonItemsOptions,
): AsyncGenerator<JsonItem> {
  const tokenize = jsonParser({ packValues: false, streamValues: true }) as Tokenize;
  const assembler = new JsonItemAssembler(options);
  const feed = (input: string | typeof none): JsonItem[] => {
    let result: unknown;
    try {
      result = tokenize(input);
    } catch {
      throw damaged(
        assembler.itemIndex === 0
          ? 'This file is not valid JSON: it is damaged or incomplete.'
          : `This file stops being valid JSON after entry ${describeCount(assembler.itemIndex)}: it is damaged or incomplete.`,
      );
    }
    if (isMany(result)) {
      for (const token of getManyValues(result) as Token[]) assembler.push(token);
    }
    return assembler.take();
  };
  for await (const chunk of text) yield* feed(chunk);
  yield* feed(none);
  assembler.finish();
}

export function stringOf(value: JsonValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

export function objectOf(value: JsonValue | undefined): JsonObject | null {
  return value instanceof Map ? value : null;
}

/** Strings of a list, or the `name`/`label` of its objects (how Wallabag and Omnivore write tags). */
export function namesOf(value: JsonValue | undefined): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' ? value.split(',') : [];
  const names: string[] = [];
  for (const element of value) {
    if (typeof element === 'string') names.push(element);
    const object = objectOf(element);
    const name = stringOf(object?.get('name')) ?? stringOf(object?.get('label'));
    if (name !== null) names.push(name);
  }
  return names;
}

/** A flag as exports write it: true, 1, "1" or "true". */
export function isTrue(value: JsonValue | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
