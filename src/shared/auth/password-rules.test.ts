import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('the password rule (PRODUCT-SPEC.md §5)', () => {
  it.each([
    ['abc12', 'PASSWORD_TOO_SHORT'],
    ['abcdef', 'PASSWORD_TOO_WEAK'],
    ['123456', 'PASSWORD_TOO_WEAK'],
    ['!!!!!!1', 'PASSWORD_TOO_WEAK'],
    [`a1${'b'.repeat(127)}`, 'PASSWORD_TOO_LONG'],
    ['abc123', null],
    ['pässwört9', null],
    ['correct horse 42', null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
