// @ts-check
// The node flags `npm start` runs the server with (package.json's start script), for what
// starts the compiled server another way and must run it alike: the import benchmark, tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} root the checkout holding package.json
 * @returns {string[]}
 */
export function startNodeFlags(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  /** @type {string} */
  const start = pkg.scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}
