import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { assertNoUnexpectedConsoleErrors, watchConsoleErrors } from './console-errors';

// Screens and menus load their code on demand; on a busy 2-core CI machine the first import of
// one can take longer than the library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  watchConsoleErrors();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  // After cleanup, so errors logged while unmounting count too.
  assertNoUnexpectedConsoleErrors();
});
