import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens and menus load their code on demand; on a busy 2-core CI machine the first import of
// one can take longer than the library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
