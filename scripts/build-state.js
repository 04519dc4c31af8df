// @ts-check
// Whether each part of dist/ is up to date with its sources. Plain JavaScript on purpose:
// `npm start` runs this with plain node, where neither tsx nor the build tools may be installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
      'tsconfig.web.json',
      'scripts/web-build.ts',
      'scripts/service-worker-build.ts',
    ],
    stamp: 'dist/web/.build-stamp',
  },
  server: {
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
 * Both parts are made from the installed packages too (most are bundled into the server). The lock
 * file is compared by content: `npm prune` and `npm install` rewrite it without changing it.
 */
const LOCK_FILE = 'package-lock.json';

/** @param {string} root */
function lockDigest(root) {
  const file = path.join(root, LOCK_FILE);
  if (!existsSync(file)) return '';
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Records a finished build of `part`: the stamp's time is the build's, its content the lock file's.
 * @param {BuildPart} part
 * @param {string} [stampFile] where the stamp goes (default: the part's place in dist/)
 */
export function writeStamp(
  part,
  root = ROOT,
  stampFile = path.join(root, BUILD_PARTS[part].stamp),
) {
  writeFileSync(
    stampFile,
    `${JSON.stringify({ builtAt: new Date().toISOString(), lock: lockDigest(root) })}\n`,
  );
}

/** @param {string} stampFile */
function stampedLock(stampFile) {
  try {
    return String(JSON.parse(readFileSync(stampFile, 'utf8')).lock);
  } catch {
    return undefined;
  }
}

/**
 * True when the part was never built, its packages changed, or any of its sources changed after
 * the last build.
 * @param {BuildPart} part
 */
export function isStale(part, root = ROOT) {
  const { sources, stamp } = BUILD_PARTS[part];
  const stampFile = path.join(root, stamp);
  if (!existsSync(stampFile)) return true;
  if (stampedLock(stampFile) !== lockDigest(root)) return true;
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
