// V8's optimising compiler (TurboFan) inlines up to 920 bytes of bytecode into each function it
// optimises. Extraction runs a great deal of code (prepare-html, linkedom, Readability, the
// cleanup), much of it warm rather than hot, and a worker's optimising compiler spent about a
// third of the instructions of a batch of Readability's 78 train pages, on background threads
// whose CPU counts as the pages' (issue #20). A quarter of that budget compiles less and no
// slower code on these pages: in one process, CPU for one round of the 78 pages fell by 13-16%,
// for six rounds by 2-7%, for one round of Dragnet's 482 train pages by 12-18% (bench/README.md).
//
// The flag is V8's and so the whole process's: in the server it applies to the main thread too,
// which only changes how much the compiler inlines there. No extraction result depends on it.

import { setFlagsFromString } from 'node:v8';

/** Bytes of bytecode inlined into one optimised function (V8's default: 920). */
export const INLINED_BYTECODE_BUDGET = 230;

export const COMPILER_BUDGET_FLAG = `--max-inlined-bytecode-size-cumulative=${INLINED_BYTECODE_BUDGET}`;

/** Lowers the inlining budget for every function optimised from now on, in this process. */
export function inlineLess(): void {
  setFlagsFromString(COMPILER_BUDGET_FLAG);
}
