import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWebBuildStale, STAMP } from './web-build';

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'canyon-build-'));
  mkdirSync(path.join(root, 'src/web/feature'), { recursive: true });
  writeFileSync(path.join(root, 'src/web/feature/page.tsx'), 'x');
  writeFileSync(path.join(root, 'index.html'), 'x');
  return root;
}

function touch(file: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

function stamp(root: string, secondsAgo: number) {
  mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  writeFileSync(path.join(root, STAMP), 'built');
  touch(path.join(root, STAMP), secondsAgo);
}

describe('isWebBuildStale', () => {
  it('is stale when there is no build', () => {
    expect(isWebBuildStale(project())).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    const root = project();
    touch(path.join(root, 'src/web/feature/page.tsx'), 60);
    touch(path.join(root, 'src/web/feature'), 60);
    touch(path.join(root, 'src/web'), 60);
    touch(path.join(root, 'index.html'), 60);
    stamp(root, 10);
    expect(isWebBuildStale(root)).toBe(false);
  });

  it('is stale when a nested source changed after the build', () => {
    const root = project();
    stamp(root, 60);
    for (const entry of ['src/web', 'src/web/feature', 'index.html'])
      touch(path.join(root, entry), 120);
    touch(path.join(root, 'src/web/feature/page.tsx'), 5);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('ignores changes to test files', () => {
    const root = project();
    for (const entry of ['src/web', 'src/web/feature', 'src/web/feature/page.tsx', 'index.html'])
      touch(path.join(root, entry), 120);
    stamp(root, 60);
    writeFileSync(path.join(root, 'src/web/feature/page.test.tsx'), 'x');
    touch(path.join(root, 'src/web/feature'), 120);
    expect(isWebBuildStale(root)).toBe(false);
  });
});
