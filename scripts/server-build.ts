// The server's production build: src/server/main.ts and the extraction worker (which piscina
// loads as a file of its own) bundled by esbuild into plain ES modules under dist/server.
// Packages stay outside the bundle and load from node_modules, so native ones (better-sqlite3)
// and large ones keep working and `npm prune --omit=dev` leaves what the server needs.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_PARTS } from './build-state.js';

const ROOT = path.resolve(import.meta.dirname, '..');

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
    // Every bare import stays a runtime import from node_modules; `@/…` is a tsconfig path, so
    // esbuild resolves it into the bundle.
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeFileSync(
    path.join(outDir, path.basename(BUILD_PARTS.server.stamp)),
    new Date().toISOString(),
  );
}
