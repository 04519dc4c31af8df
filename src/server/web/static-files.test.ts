import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectGarbage } from '../test/live-memory';
import { serveWebApp } from './static-files';

const MB = 1024 * 1024;

/** The heap in use after full collections, so the figures are what is really kept. */
function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canyon-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

describe('serving the built web app', () => {
  let dir: string;
  let outside: string;
  let app: Hono;

  beforeAll(() => {
    dir = buildFolder();
    outside = mkdtempSync(path.join(tmpdir(), 'canyon-secret-'));
    writeFileSync(path.join(outside, 'secret.txt'), 'not for visitors');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'linked.txt'));
    symlinkSync(outside, path.join(dir, 'linked-folder'));
    app = new Hono().use('*', serveWebApp(dir));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('keeps nothing for paths that are not in the build', async () => {
    const probe = () => `/${randomBytes(512).toString('hex')}`; // 1 KB each
    // Warm-up: the shell is read once, and the code paths are compiled.
    for (let n = 0; n < 500; n += 1) await app.request(probe());
    const before = heapUsed();
    for (let n = 0; n < 20_000; n += 1) {
      const res = await app.request(n % 2 ? probe() : `/assets/${probe().slice(1)}.js`);
      expect(res.status).toBe(n % 2 ? 200 : 404);
    }
    // 20,000 distinct paths of 1 KB: remembering each would keep 20 MB or more.
    expect(heapUsed() - before).toBeLessThan(4 * MB);
  });

  it('serves no file through a link that leads out of the build folder', async () => {
    for (const probe of ['/linked.txt', '/linked-folder/secret.txt']) {
      const res = await app.request(probe);
      expect(await res.text()).not.toContain('not for visitors');
    }
  });

  it('answers a file removed since start-up with the shell, not an error', async () => {
    const folder = buildFolder();
    writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *');
    const served = new Hono().use('*', serveWebApp(folder));
    rmSync(path.join(folder, 'robots.txt'));
    const res = await served.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    rmSync(folder, { recursive: true, force: true });
  });

  it('says how to build the app when there is no build', async () => {
    const missing = path.join(tmpdir(), `canyon-no-build-${randomBytes(4).toString('hex')}`);
    const res = await new Hono().use('*', serveWebApp(missing)).request('/dashboard');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });

  it('serves the offline app’s files with their types; the service worker is always revalidated', async () => {
    const folder = buildFolder();
    writeFileSync(path.join(folder, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(folder, 'manifest.webmanifest'), '{"name":"Canyon"}');
    mkdirSync(path.join(folder, 'icons'));
    writeFileSync(path.join(folder, 'icons', 'icon-192.png'), randomBytes(64));
    const served = new Hono().use('*', serveWebApp(folder));

    const worker = await served.request('/sw.js');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await served.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const icon = await served.request('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    const asset = await served.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a missing service worker with 404, so browsers drop an installed one', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });
});
