import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://read.example.org';

describe('safeRedirectPath (SECURITY.md §24)', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeRedirectPath('/settings')).toBe('/settings');
    expect(safeRedirectPath('/article/abc-123')).toBe('/article/abc-123');
    expect(safeRedirectPath('/save?url=https%3A%2F%2Fexample.com&source=web')).toBe(
      '/save?url=https%3A%2F%2Fexample.com&source=web',
    );
    expect(safeRedirectPath('/help#contact')).toBe('/help#contact');
    expect(safeRedirectPath('/auth?next=%2Fsettings')).toBe('/auth?next=%2Fsettings');
    expect(safeRedirectPath('/')).toBe('/');
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
    // Doubled and encoded slashes.
    '///evil.com',
    '//evil.com/dashboard',
    '/%2F%2Fevil',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/./%2F%2Fevil.example',
    '%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '//%5Cevil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    // Dot segments that collapse into a doubled slash.
    '/.//evil.example',
    '/./\\/evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    // Backslashes, which browsers read as slashes.
    '\\\\evil',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    // Tabs, newlines and other characters browsers drop.
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '/\u0000/evil.com',
    '/\u00ad/evil.com',
    '/\u200b/evil.com',
    '/\u2028/evil.com',
    ' /dashboard',
    '/dashboard ',
    // Other schemes and hosts.
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.com',
    'http://evil.com/dashboard',
    'https://canyon@evil.com',
    'https://read.example.org@evil.com',
    'https://read.example.org.evil.com/',
    // Unicode look-alikes of the slash.
    '／／evil.com',
    '\uff0f\uff0fevil.com',
    // Not paths at all.
    'evil.com',
    'dashboard',
    './dashboard',
    '../dashboard',
    '?next=/dashboard',
    '#/dashboard',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard');
    expect(safeRedirectPath(value, { origin: ORIGIN })).toBe('/dashboard');
  });

  it.each([42, {}, ['/settings'], { pathname: '/settings' }, true])(
    'refuses the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/dashboard');
    },
  );

  it('refuses targets longer than any Canyon link', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBe('/dashboard');
  });

  it('keeps Unicode paths on this site, percent-encoded so they fit in a header', () => {
    expect(safeRedirectPath('/späť/日本')).toBe('/sp%C3%A4%C5%A5/%E6%97%A5%E6%9C%AC');
    expect(safeRedirectPath('/ｅvil')).toBe('/%EF%BD%85vil');
    expect(safeRedirectPath('/／evil.com')).toBe('/%EF%BC%8Fevil.com');
    for (const value of ['/späť/日本?q=ä#ü', '/ｅvil', '/／evil.com']) {
      expect(safeRedirectPath(value)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });

  it('keeps encoded spaces and slashes that stay inside one path', () => {
    expect(safeRedirectPath('/tags/read%20later')).toBe('/tags/read%20later');
    expect(safeRedirectPath('/a%2Fb')).toBe('/a%2Fb');
  });

  it('resolves harmless dot segments', () => {
    expect(safeRedirectPath('/settings/../help')).toBe('/help');
    expect(safeRedirectPath('/./settings')).toBe('/settings');
  });

  it('reduces an absolute URL on the given origin to its path, and refuses any other', () => {
    expect(safeRedirectPath(`${ORIGIN}/settings?tab=1#x`, { origin: ORIGIN })).toBe(
      '/settings?tab=1#x',
    );
    expect(safeRedirectPath(`${ORIGIN}`, { origin: ORIGIN })).toBe('/');
    expect(safeRedirectPath('HTTPS://READ.EXAMPLE.ORG/help', { origin: ORIGIN })).toBe('/help');
    expect(safeRedirectPath(`${ORIGIN}/.//evil.example`, { origin: ORIGIN })).toBe('/dashboard');
    expect(safeRedirectPath('https://user@read.example.org/x', { origin: ORIGIN })).toBe(
      '/dashboard',
    );
    expect(safeRedirectPath('http://read.example.org/x', { origin: ORIGIN })).toBe('/dashboard');
    expect(safeRedirectPath('https://read.example.org:8443/x', { origin: ORIGIN })).toBe(
      '/dashboard',
    );
    // Without an origin, only paths are accepted.
    expect(safeRedirectPath(`${ORIGIN}/settings`)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', { fallback: '/' })).toBe('/');
  });
});
