import { describe, expect, it } from 'vitest';
import {
  currentPasswordProblem,
  displayNameProblem,
  emailProblem,
  newPasswordProblem,
} from '@/web/features/auth/lib/credential-rules';

describe('sign-in library rules (spec §5)', () => {
  it('asks for an email, then for a well-formed one', () => {
    expect(emailProblem('')).toBe('Enter your email address to continue');
    expect(emailProblem('   ')).toBe('Enter your email address to continue');
    for (const bad of ['reader', 'reader@', '@example.com', 'reader@example', 'a b@example.com']) {
      expect(emailProblem(bad)).toBe("That email address isn't correct");
    }
    expect(emailProblem(' reader@example.com ')).toBeNull();
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(emailProblem(at(254))).toBeNull();
    expect(emailProblem(at(255))).toBe("That email address isn't correct");
  });

  it('holds an optional display name to the server’s limits', () => {
    expect(displayNameProblem('')).toBeNull();
    expect(displayNameProblem(' Ada Lovelace ')).toBeNull();
    expect(displayNameProblem('a'.repeat(100))).toBeNull();
    expect(displayNameProblem('a'.repeat(101))).toBe('Names are at most 100 characters');
    expect(displayNameProblem('Ada\nLovelace')).toBe(
      'Names cannot contain control characters or line breaks',
    );
  });

  it('asks for a password when signing in, and checks nothing else', () => {
    expect(currentPasswordProblem('')).toBe('Enter your password');
    expect(currentPasswordProblem('abc')).toBeNull();
  });

  it('holds a new password to at least 6 characters with letters and numbers', () => {
    const rule = 'Strong passwords have at least 6 characters and a mix of letters and numbers';
    expect(newPasswordProblem('')).toBe('Enter your password');
    expect(newPasswordProblem('abc12')).toBe(rule);
    expect(newPasswordProblem('abcdefgh')).toBe(rule);
    expect(newPasswordProblem('12345678')).toBe(rule);
    expect(newPasswordProblem('abc123')).toBeNull();
    expect(newPasswordProblem(`a1${'x'.repeat(127)}`)).toBe('Passwords are at most 128 characters');
  });
});
