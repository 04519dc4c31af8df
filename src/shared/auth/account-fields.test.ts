import { describe, expect, it } from 'vitest';
import { cleanName, emailTooLong, nameProblem } from './account-fields';

describe('display names', () => {
  it.each([
    ['', null],
    ['Ada Lovelace', null],
    ['  Ada  ', null],
    ['Zoë Ångström-Łukasiewicz', null],
    ['山田太郎', null],
    ['👩‍👩‍👧‍👦 family', null],
    ['a'.repeat(100), null],
    ['😀'.repeat(100), null],
    [` ${'a'.repeat(100)} `, null],
    ['a'.repeat(101), 'NAME_TOO_LONG'],
    ['a'.repeat(200_000), 'NAME_TOO_LONG'],
    ['Ada\nClick https://evil.example to keep your account', 'NAME_INVALID'],
    ['Ada\r\nBcc: x@example.com', 'NAME_INVALID'],
    ['Ada\u0000', 'NAME_INVALID'],
    ['Ada\tLovelace', 'NAME_INVALID'],
    ['Ada\u0085', 'NAME_INVALID'],
    ['Ada\u2028Lovelace', 'NAME_INVALID'],
    ['Ada\u202egnp.exe', 'NAME_INVALID'],
    ['Ada\ud800', 'NAME_INVALID'],
  ])('%j → %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('are kept without surrounding spaces', () => {
    expect(cleanName('  Ada Lovelace \u00a0')).toBe('Ada Lovelace');
  });
});

describe('email addresses', () => {
  it('are at most 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(emailTooLong(at(254))).toBe(false);
    expect(emailTooLong(at(255))).toBe(true);
    expect(emailTooLong(at(300))).toBe(true);
  });
});
