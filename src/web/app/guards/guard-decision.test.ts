import { describe, expect, it } from 'vitest';
import { guardDecision } from '@/web/app/guards/guard-decision';

const at = (pathname: string, search = '', hash = '', state: unknown = null) => ({
  pathname,
  search,
  hash,
  state,
});

describe('route guards (spec §2 "Route guards")', () => {
  it('shows a spinner on every kind of route while the session loads', () => {
    for (const kind of ['protected', 'guest-only', 'landing'] as const) {
      expect(guardDecision(kind, 'loading', at('/x'))).toEqual({ type: 'spinner' });
    }
  });

  describe('protected', () => {
    it('renders for a signed-in reader', () => {
      expect(guardDecision('protected', 'signed-in', at('/settings'))).toEqual({ type: 'render' });
    });

    it('sends a visitor to /auth, remembering the whole address', () => {
      expect(guardDecision('protected', 'signed-out', at('/settings'))).toEqual({
        type: 'redirect',
        to: '/auth',
        state: { from: '/settings' },
      });
      expect(
        guardDecision('protected', 'signed-out', at('/article/a1', '?focus=1', '#notes')),
      ).toEqual({ type: 'redirect', to: '/auth', state: { from: '/article/a1?focus=1#notes' } });
    });

    it('neither shows nor refuses the screen when the session cannot be checked', () => {
      expect(guardDecision('protected', 'error', at('/dashboard'))).toEqual({
        type: 'session-error',
      });
    });
  });

  describe('guest-only', () => {
    it('renders for a visitor, and when the session cannot be checked', () => {
      expect(guardDecision('guest-only', 'signed-out', at('/auth'))).toEqual({ type: 'render' });
      expect(guardDecision('guest-only', 'error', at('/auth'))).toEqual({ type: 'render' });
    });

    it('sends a signed-in reader to the remembered page', () => {
      expect(
        guardDecision('guest-only', 'signed-in', at('/auth', '', '', { from: '/settings' })),
      ).toEqual({ type: 'redirect', to: '/settings' });
      expect(guardDecision('guest-only', 'signed-in', at('/auth', '?next=%2Fhelp'))).toEqual({
        type: 'redirect',
        to: '/help',
      });
    });

    it('sends a signed-in reader to /dashboard by default', () => {
      expect(guardDecision('guest-only', 'signed-in', at('/auth'))).toEqual({
        type: 'redirect',
        to: '/dashboard',
      });
    });

    it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'javascript:alert(1)'])(
      'never follows the remembered page %j off this site (SECURITY.md §24)',
      (from) => {
        expect(guardDecision('guest-only', 'signed-in', at('/auth', '', '', { from }))).toEqual({
          type: 'redirect',
          to: '/dashboard',
        });
        const search = `?next=${encodeURIComponent(from)}`;
        expect(guardDecision('guest-only', 'signed-in', at('/auth', search))).toEqual({
          type: 'redirect',
          to: '/dashboard',
        });
      },
    );
  });

  describe('landing', () => {
    it('renders for visitors, and when the session cannot be checked', () => {
      expect(guardDecision('landing', 'signed-out', at('/'))).toEqual({ type: 'render' });
      expect(guardDecision('landing', 'error', at('/'))).toEqual({ type: 'render' });
    });

    it('sends a signed-in reader to /dashboard, whatever was remembered', () => {
      expect(guardDecision('landing', 'signed-in', at('/', '', '', { from: '/settings' }))).toEqual(
        { type: 'redirect', to: '/dashboard' },
      );
    });
  });
});
