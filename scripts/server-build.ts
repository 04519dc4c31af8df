// The server's production build: src/server/main.ts and the extraction worker (which piscina
// loads as a file of its own) bundled by esbuild into plain ES modules under dist/server.
// Packages are bundled too: reading one file starts about twice as fast as resolving and loading
// hundreds from node_modules (Better Auth alone is hundreds). Native and worker-spawning
// packages stay outside and load from node_modules, which `npm prune --omit=dev` keeps.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_PARTS, writeStamp } from './build-state.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Loaded from node_modules at run time: a native addon (better-sqlite3), pg (with its optional
 * native binding), and piscina, which starts its worker threads from its own files.
 */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'pg', 'pg-native', 'piscina'];

/** Entry points, by the file name they get in dist/server. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'extraction-worker': 'src/server/modules/extraction/extraction-worker.ts',
};

export async function buildServer(root = ROOT, outDir = path.join(root, 'dist/server')) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: [...RUNTIME_PACKAGES],
    // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeStamp('server', root, path.join(outDir, path.basename(BUILD_PARTS.server.stamp)));
}
