import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_PARTS, isStale, staleParts, writeStamp, type BuildPart } from './build-state.js';

const FILES = ['src/web/feature/page.tsx', 'src/server/modules/x/x.service.ts', 'index.html'];

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'canyon-build-'));
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
  }
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
  return root;
}

function touch(file: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
}

/** Every source file and the folders above it, last changed `secondsAgo`. */
function ageSources(root: string, secondsAgo: number) {
  for (const file of FILES) {
    for (let entry = file; entry !== '.'; entry = path.dirname(entry))
      touch(path.join(root, entry), secondsAgo);
  }
}

function stamp(root: string, part: BuildPart, secondsAgo: number) {
  const file = path.join(root, BUILD_PARTS[part].stamp);
  mkdirSync(path.dirname(file), { recursive: true });
  writeStamp(part, root);
  touch(file, secondsAgo);
}

describe('build staleness', () => {
  it('is stale when there is no build', () => {
    expect(staleParts(project())).toEqual(['web', 'server']);
  });

  it('is fresh when the build is newer than every source', () => {
    const root = project();
    ageSources(root, 60);
    stamp(root, 'web', 10);
    stamp(root, 'server', 10);
    expect(staleParts(root)).toEqual([]);
  });

  it('is stale when a nested web source changed after the build', () => {
    const root = project();
    ageSources(root, 120);
    stamp(root, 'web', 60);
    stamp(root, 'server', 60);
    touch(path.join(root, 'src/web/feature/page.tsx'), 5);
    expect(staleParts(root)).toEqual(['web']);
  });

  it('rebuilds the server when a server source changed after the build', () => {
    const root = project();
    ageSources(root, 120);
    stamp(root, 'web', 60);
    stamp(root, 'server', 60);
    touch(path.join(root, 'src/server/modules/x/x.service.ts'), 5);
    expect(staleParts(root)).toEqual(['server']);
  });

  it('ignores changes to test files', () => {
    const root = project();
    ageSources(root, 120);
    stamp(root, 'web', 60);
    stamp(root, 'server', 60);
    writeFileSync(path.join(root, 'src/web/feature/page.test.tsx'), 'x');
    writeFileSync(path.join(root, 'src/server/modules/x/x.service.test.ts'), 'x');
    touch(path.join(root, 'src/web/feature'), 120);
    touch(path.join(root, 'src/server/modules/x'), 120);
    expect(isStale('web', root)).toBe(false);
    expect(isStale('server', root)).toBe(false);
  });

  it('is fresh when npm rewrote the lock file without changing it (npm prune)', () => {
    const root = project();
    ageSources(root, 120);
    stamp(root, 'web', 60);
    stamp(root, 'server', 60);
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
    expect(staleParts(root)).toEqual([]);
  });

  it('rebuilds both parts when the installed packages changed', () => {
    const root = project();
    ageSources(root, 120);
    stamp(root, 'web', 60);
    stamp(root, 'server', 60);
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3, "name": "x"}');
    touch(path.join(root, 'package-lock.json'), 120);
    expect(staleParts(root)).toEqual(['web', 'server']);
  });
});
