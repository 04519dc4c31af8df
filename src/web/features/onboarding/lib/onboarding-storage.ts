import { useSyncExternalStore } from 'react';

// Spec §3, local browser storage: these key names are the spec's, kept verbatim.
export const ONBOARDING_COMPLETED_KEY = 'backpocket-onboarding-completed';
export const HAS_ARTICLES_KEY = 'backpocket-has-articles';
export const BOOKMARKLET_PROMPT_DISMISSED_KEY = 'canyon-bookmarklet-prompt-dismissed';

export type FlagKey =
  | typeof ONBOARDING_COMPLETED_KEY
  | typeof HAS_ARTICLES_KEY
  | typeof BOOKMARKLET_PROMPT_DISMISSED_KEY;

const listeners = new Set<() => void>();

export function readFlag(key: FlagKey): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    // Storage can be blocked; then every flag reads as unset.
    return false;
  }
}

/** Sets a flag (once; setting it again changes nothing and wakes nobody). */
export function setFlag(key: FlagKey): void {
  if (readFlag(key)) return;
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Blocked storage: the flag holds for this page only, through the listeners below.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab finishing onboarding counts here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A flag as React state, following changes from this tab and others. */
export function useFlag(key: FlagKey): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => false,
  );
}

export const markHasArticles = () => setFlag(HAS_ARTICLES_KEY);
