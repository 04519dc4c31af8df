// A page's time budget in the extraction pool. Where the kernel tells (Linux), it is counted in
// the CPU time of the worker thread that parses the page: a worker that waits for the CPU (on a
// busy machine, or behind the server's own thread, thread-priority.ts) is not stopped for time it
// never had. A limit on wall-clock time still holds, so a page always ends.

import { threadCpuMs } from './thread-priority';

export type PageOverrun = { limit: 'page budget' | 'page wall time'; ms: number };

export type PageBudget = {
  /** The worker thread's id, or null: the budget is then counted in wall-clock time. */
  tid: number | null;
  /** CPU time the page may use. */
  budgetMs: number;
  /** Wall-clock time the page may take, waiting for the CPU included (at least budgetMs). */
  wallMs: number;
  /** Called once when the page is past either limit. */
  onOverrun: (overrun: PageOverrun) => void;
};

/** Starts the page's clocks; the returned function stops them (the page is done). */
export function startPageBudget({ tid, budgetMs, wallMs, onOverrun }: PageBudget): () => void {
  const cpuAtStart = tid === null ? null : threadCpuMs(tid);
  if (tid === null || cpuAtStart === null) {
    const timer = setTimeout(() => onOverrun({ limit: 'page budget', ms: budgetMs }), budgetMs);
    return () => clearTimeout(timer);
  }
  const wallAtStart = performance.now();
  let timer: ReturnType<typeof setTimeout>;
  // The thread cannot have used more CPU than the time that has passed, so the next look is due
  // when the rest of the budget could be used up at the earliest.
  const lookIn = (ms: number) => {
    timer = setTimeout(
      () => {
        const used = (threadCpuMs(tid) ?? Infinity) - cpuAtStart;
        const elapsed = performance.now() - wallAtStart;
        if (used >= budgetMs) return onOverrun({ limit: 'page budget', ms: budgetMs });
        if (elapsed >= wallMs) return onOverrun({ limit: 'page wall time', ms: wallMs });
        lookIn(Math.min(budgetMs - used, wallMs - elapsed));
      },
      Math.max(1, ms),
    );
  };
  lookIn(budgetMs);
  return () => clearTimeout(timer);
}
