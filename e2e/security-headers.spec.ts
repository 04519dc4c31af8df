// SECURITY.md §19 on every page, and pages that run clean under that policy.
import type { Response } from '@playwright/test';
import { signedInAccount } from './support/accounts';
import { openScreen, SCREENS } from './support/screens';
import { expectPageSecurityHeaders } from './support/security-headers';
import { expect, test } from './support/test';

for (const screen of SCREENS) {
  test.describe(() => {
    // The reader's sample id is nobody's article: the browser logs the API's 404 for it.
    if (screen.path.startsWith('/article/'))
      test.use({ expectedConsoleErrors: [/status of 404 .*\/api\/articles\//] });

    test(`${screen.name} (${screen.path}) is served with the security headers and runs clean`, async ({
      page,
      pageProblems,
    }) => {
      if (screen.signedIn) await signedInAccount(page);
      const response = await openScreen(page, screen.path);
      // The app shell answers every client route, unknown ones included.
      expect(response.status(), `status of ${screen.path}`).toBe(200);
      expectPageSecurityHeaders(await response.allHeaders(), screen.path);
      expect(pageProblems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    });
  });
}

test('every response from the app while loading the landing page says nosniff', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin === origin) responses.push(response);
  });

  await openScreen(page, '/');

  // The document plus at least its script and stylesheet.
  expect(responses.length).toBeGreaterThanOrEqual(3);
  for (const response of responses) {
    expect(
      await response.headerValue('x-content-type-options'),
      `X-Content-Type-Options of ${response.url()}`,
    ).toBe('nosniff');
  }
});
