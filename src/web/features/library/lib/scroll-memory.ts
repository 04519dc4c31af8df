// Where the reader was in the list, per history entry (issue #17): coming back to the dashboard
// with Back puts them at the same place. Kept in memory: a reload starts at the top.

const positions = new Map<string, number>();
// A long session would otherwise keep every dashboard visit's position.
const MAX_POSITIONS = 50;

export function saveListScroll(historyKey: string, scrollY: number): void {
  positions.delete(historyKey);
  positions.set(historyKey, scrollY);
  if (positions.size > MAX_POSITIONS) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

export function savedListScroll(historyKey: string): number | null {
  return positions.get(historyKey) ?? null;
}

/**
 * Whether this arrival at the dashboard puts the list back where it was: only a back/forward
 * (POP) return to an entry whose position was kept. Every other navigation starts at the top.
 */
export function restoresListScroll(historyKey: string, navigationType: string): boolean {
  return navigationType === 'POP' && positions.has(historyKey);
}
