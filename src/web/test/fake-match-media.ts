import { vi } from 'vitest';

/**
 * A controllable `prefers-color-scheme: dark` media query: tests set what the system prefers
 * and fire the change event a real browser would send.
 */
export function installFakeColorScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<(event: MediaQueryListEvent) => void>();

  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return query.includes('dark') ? dark : !dark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: () => true,
  }));
  vi.stubGlobal('matchMedia', matchMedia);

  return {
    setSystem(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
  };
}
