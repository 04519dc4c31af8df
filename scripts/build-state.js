// @ts-check
// Whether each part of dist/ is up to date with its sources. Plain JavaScript on purpose:
// `npm start` runs this with plain node, where neither tsx nor the build tools may be installed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @typedef {'web' | 'server'} BuildPart */

/**
 * What each part of the build is made from, and the file written when it was last built.
 * @type {Record<BuildPart, { sources: string[]; stamp: string }>}
 */
export const BUILD_PARTS = {
  web: {
    sources: [
      'src/web',
      'src/shared',
      'index.html',
      'public',
      'vite.config.ts',
      'package-lock.json',
      'tsconfig.web.json',
      'scripts/web-build.ts',
    ],
    stamp: 'dist/web/.build-stamp',
  },
  server: {
    // Packages stay outside the bundle (resolved from node_modules at run time), so the lock
    // file is not a source of it.
    sources: ['src/server', 'src/shared', 'tsconfig.base.json', 'scripts/server-build.ts'],
    stamp: 'dist/server/.build-stamp',
  },
};

/** @param {string} name */
function isTestFile(name) {
  return /\.test\.tsx?$/.test(name);
}

/** @param {string} entry */
function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (isTestFile(name)) continue;
    newest = Math.max(newest, newestModification(path.join(entry, name)));
  }
  return newest;
}

/**
 * True when the part was never built, or any of its sources changed after the last build.
 * @param {BuildPart} part
 */
export function isStale(part, root = ROOT) {
  const { sources, stamp } = BUILD_PARTS[part];
  const stampFile = path.join(root, stamp);
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return sources.some((source) => newestModification(path.join(root, source)) > built);
}

/**
 * The parts that need building, in build order.
 * @returns {BuildPart[]}
 */
export function staleParts(root = ROOT) {
  /** @type {BuildPart[]} */
  const parts = ['web', 'server'];
  return parts.filter((part) => isStale(part, root));
}
