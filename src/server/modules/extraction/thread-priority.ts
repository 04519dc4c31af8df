// Extraction workers run at a lower CPU priority than the server's own thread. A hostile page
// keeps a worker busy for as long as its reader keeps sending pages; at the same priority that
// worker takes CPU time from the thread that answers every reader's requests, fetches pages and
// talks to the database, and their saves wait for the CPU (measured: bench/README.md). At a lower
// priority the kernel runs the server's thread first and gives extraction the rest.
//
// Linux keeps a priority per thread, and a thread can find its own id in /proc/thread-self.
// Elsewhere a priority belongs to the whole process (lowering it would slow the server's thread
// too) or the call is not allowed; the workers then keep the process's priority.

import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice value extraction workers run at (0 is the default, 19 the lowest priority). */
export const EXTRACTION_WORKER_NICE = 10;

/** The calling thread's kernel id on Linux ("/proc/thread-self" → "PID/task/TID"), else null. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isSafeInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority to `nice` (never raises it: a thread that already runs
 * lower keeps its priority). Returns the thread's nice value afterwards, or null where one
 * thread's priority cannot be set.
 */
export function lowerThreadPriority(nice: number): number | null {
  const tid = currentThreadId();
  if (tid === null) return null;
  try {
    if (getPriority(tid) < nice) setPriority(tid, nice);
    return getPriority(tid);
  } catch {
    return null;
  }
}

/**
 * CPU time one of this process's threads has used so far, in milliseconds (Linux: the first
 * field of /proc/self/task/TID/schedstat, in nanoseconds); null where it cannot be read.
 */
export function threadCpuMs(tid: number): number | null {
  try {
    const ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'latin1').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}
