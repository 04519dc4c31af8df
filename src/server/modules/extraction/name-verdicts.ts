// Verdicts on class and id names, kept across pages. A page repeats the same few names on
// hundreds of blocks, and sites share their publishing system's names, so a verdict is asked for
// far more often than it is made. Bounded in names and characters, emptied when full; the keys
// are copies, so no page's HTML is kept alive by them.

/**
 * The string's characters in a string of their own. V8 makes a long slice a view into the string
 * it was cut from; concatenating and cutting again leaves a view into the (short) concatenation.
 */
export function ownCopy(value: string): string {
  return ` ${value}`.slice(1);
}

const MAX_NAMES = 8192;
const MAX_CHARS = 1_000_000;

export class NameVerdicts<T> {
  private readonly verdicts = new Map<string, T>();
  private chars = 0;

  constructor(private readonly judge: (names: string) => T) {}

  of(names: string): T {
    let verdict = this.verdicts.get(names);
    if (verdict === undefined) {
      verdict = this.judge(names);
      if (this.verdicts.size >= MAX_NAMES || this.chars + names.length > MAX_CHARS) this.clear();
      this.verdicts.set(ownCopy(names), verdict);
      this.chars += names.length;
    }
    return verdict;
  }

  clear(): void {
    this.verdicts.clear();
    this.chars = 0;
  }
}
