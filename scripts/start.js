// @ts-check
// `npm start`: the compiled server (dist/server/main.js) under plain node. When a part of the
// build is missing or older than its sources it is built first, which needs the development
// dependencies; a production install (`npm prune --omit=dev`) runs a build made beforehand.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleParts } from './build-state.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {string[]} parts */
function build(parts) {
  let tsx;
  try {
    tsx = createRequire(import.meta.url).resolve('tsx/cli');
  } catch {
    fail(
      `Canyon cannot start: its build (${parts.join(', ')}) is missing or older than the sources, and the build tools are not installed. Run "npm ci && npm run build" (then "npm prune --omit=dev" if you like) and start again.`,
    );
  }
  console.log(`Building ${parts.join(' and ')} (first start or sources changed)…`);
  const result = spawnSync(process.execPath, [tsx, 'scripts/build.ts', ...parts], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('Canyon cannot start: the build failed (see above).');
}

const stale = staleParts(ROOT);
if (stale.length > 0) build(stale);

/** @type {{ main: () => Promise<void> }} */
const server = await import(pathToFileURL(path.join(ROOT, 'dist/server/main.js')).href);
await server.main();
