import { afterEach, vi } from 'vitest';

// Noise is a bug: any console.error during a server test fails that test.
afterEach(() => {
  vi.restoreAllMocks();
});

const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
