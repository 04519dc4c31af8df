import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the /save page’s opener policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'canyon-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Canyon</title>');
    t = await createTestApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('keeps the link to the page that opened /save, so the page can hand over its HTML', async () => {
    const res = await t.app.request('/save?url=https%3A%2F%2Fexample.org%2Fa&source=bookmarklet');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    // Everything else of the page's security headers stays.
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('leaves every other page isolated from pages it did not open', async () => {
    for (const page of ['/', '/dashboard', '/bookmarklet', '/save-elsewhere']) {
      const res = await t.app.request(page);
      expect(res.headers.get('Cross-Origin-Opener-Policy'), page).toBe('same-origin-allow-popups');
    }
  });
});
