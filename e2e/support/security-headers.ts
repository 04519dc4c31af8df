import { expect } from '@playwright/test';

/** Referrer policies that never send a path to another origin, nor anything over plain HTTP. */
const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** Sources that would let injected or third-party script run. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  '*',
  'data:',
  'http:',
  'https:',
  'blob:',
];

/** Parses a Content-Security-Policy header into directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** SECURITY.md §19, checked on one page response's headers (names lower-cased). */
export function expectPageSecurityHeaders(headers: Record<string, string>, where: string): void {
  const cspHeader = headers['content-security-policy'];
  expect(cspHeader, `${where}: Content-Security-Policy header`).toBeTruthy();
  const csp = parseCsp(cspHeader ?? '');

  const scriptSrc = csp.get('script-src');
  expect(scriptSrc, `${where}: CSP script-src`).toContain("'self'");
  for (const unsafe of UNSAFE_SCRIPT_SOURCES) {
    expect(scriptSrc, `${where}: CSP script-src must not allow ${unsafe}`).not.toContain(unsafe);
  }
  // Images only from Canyon itself: article images are fetched and served by the server (SECURITY.md 45).
  expect(csp.get('img-src'), `${where}: CSP img-src`).toEqual(["'self'", 'data:']);
  expect(csp.get('object-src'), `${where}: CSP object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${where}: CSP base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${where}: CSP frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('form-action'), `${where}: CSP form-action`).toEqual(["'self'"]);

  expect(headers['x-content-type-options'], `${where}: X-Content-Type-Options`).toBe('nosniff');

  // Browsers apply the last policy they understand in a comma-separated list.
  const referrerPolicy = headers['referrer-policy']?.split(',').at(-1)?.trim().toLowerCase();
  expect(STRICT_REFERRER_POLICIES, `${where}: strict Referrer-Policy`).toContain(referrerPolicy);
}
