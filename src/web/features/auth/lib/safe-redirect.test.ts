import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirectPath } from '@/web/features/auth/lib/safe-redirect';

describe('safeRedirectPath (SECURITY.md §24)', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeRedirectPath('/settings')).toBe('/settings');
    expect(safeRedirectPath('/article/abc-123')).toBe('/article/abc-123');
    expect(safeRedirectPath('/save?url=https%3A%2F%2Fexample.com&source=web')).toBe(
      '/save?url=https%3A%2F%2Fexample.com&source=web',
    );
    expect(safeRedirectPath('/help#contact')).toBe('/help#contact');
  });

  it('sends the dashboard by default', () => {
    expect(DEFAULT_REDIRECT).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
  });

  it.each([
    // The four cases SECURITY.md §24 names.
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    'javascript:alert(document.cookie)',
    // Their relatives.
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.com',
    'http://evil.com/dashboard',
    '//evil.com/dashboard',
    '///evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    ' /dashboard',
    '//%5Cevil.com',
    'evil.com',
    'dashboard',
    './dashboard',
    '../dashboard',
    '?next=/dashboard',
    '#/dashboard',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard');
  });

  it.each([42, {}, ['/settings'], { pathname: '/settings' }, true])(
    'refuses the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/dashboard');
    },
  );

  it('keeps an encoded slash as part of one path (it never becomes another host)', () => {
    expect(safeRedirectPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('never sends the reader back to the sign-in pages', () => {
    expect(safeRedirectPath('/auth')).toBe('/dashboard');
    expect(safeRedirectPath('/auth?next=/settings')).toBe('/dashboard');
    expect(safeRedirectPath('/auth/reset-password?token=x')).toBe('/dashboard');
    expect(safeRedirectPath('/authors')).toBe('/authors');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/')).toBe('/');
  });
});
