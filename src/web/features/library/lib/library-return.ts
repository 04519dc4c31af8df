/**
 * Router state a card's link carries to the reader (issue #17). A reader opened from the list
 * can then go Back through history (a POP), which brings the list back where it was; opened
 * any other way (a link, a new tab), its Back link goes to the dashboard as a new visit.
 */
export const LIBRARY_RETURN_STATE = { fromLibrary: true } as const;

/** Whether the page was opened from the library's list, so history Back returns to it. */
export function openedFromLibrary(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromLibrary' in state;
}
