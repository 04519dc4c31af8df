// The `test` every spec uses: a test fails when its page logs an error, throws, or breaks the CSP.
import { test as base, expect } from '@playwright/test';
import { randomClientIp } from './client-ip';

const CSP_REPORTER = '__canyonReportCspViolation';

// Runs before any page script. Playwright injects it outside the page's CSP.
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${CSP_REPORTER}(
    event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline code') +
      ' at ' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber,
  );
});`;

type Fixtures = {
  /** Console errors, uncaught exceptions and CSP violations seen so far in this test's page. */
  pageProblems: string[];
  /**
   * Console errors a test provokes on purpose, e.g. the browser's own "Failed to load
   * resource … 401" for a wrong password: `test.use({ expectedConsoleErrors: [/…/] })`.
   */
  expectedConsoleErrors: RegExp[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  // Every test is its own client to the server's per-address rate limits (see client-ip.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomClientIp() });
  },
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        const problem = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(problem))) problems.push(problem);
      });
      page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      await page.exposeFunction(CSP_REPORTER, (violation: string) => {
        problems.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript(CSP_LISTENER);

      await use(problems);

      expect(problems, 'the page logged errors or violated its Content-Security-Policy').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };
