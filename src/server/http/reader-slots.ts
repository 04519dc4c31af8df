/**
 * How many requests of one kind each reader has running in this process, up to a maximum.
 * Counted here, not in the database: a request's slot ends with the request.
 */
export class ReaderSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `readerId`, or null when they hold the maximum; call the result once done. */
  claim(readerId: string): (() => void) | null {
    const running = this.held.get(readerId) ?? 0;
    if (running >= this.max) return null;
    this.held.set(readerId, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(readerId) ?? 1) - 1;
      if (left > 0) this.held.set(readerId, left);
      else this.held.delete(readerId);
    };
  }
}
