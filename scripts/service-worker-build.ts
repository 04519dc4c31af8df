// Builds Canyon's service worker (src/web/features/offline/service-worker/worker.ts) into
// dist/web/sw.js once Vite has written the app, with the list of files to precache: every file
// of the build, hashed ones by name, the others (index.html, icons, the theme script) with a
// revision taken from their content. A new build therefore always makes a new sw.js, which is
// how browsers learn that a new version exists (docs/decisions/012-offline-app.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKER_ENTRY = 'src/web/features/offline/service-worker/worker.ts';
export const SERVICE_WORKER_FILE = 'sw.js';

export type PrecacheEntry = { url: string; revision: string | null };

/** Files under `assets/` carry their content hash in their name; the others need a revision. */
export function precacheManifest(outDir: string): PrecacheEntry[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(
      (file) => file !== SERVICE_WORKER_FILE && !file.endsWith('.map') && !/(^|\/)\./.test(file),
    )
    .sort()
    .map((file) => ({
      url: `/${file}`,
      revision: file.startsWith('assets/')
        ? null
        : createHash('sha256')
            .update(readFileSync(path.join(outDir, file)))
            .digest('hex')
            .slice(0, 16),
    }));
}

export async function buildServiceWorker(outDir: string, root = ROOT): Promise<void> {
  const manifest = precacheManifest(outDir);
  const version = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, WORKER_ENTRY)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      __CANYON_PRECACHE__: JSON.stringify(manifest),
      __CANYON_VERSION__: JSON.stringify(version),
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('The service worker build produced no file.');
  writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), output.contents);
}

/** The Vite plugin: production builds only (the dev server registers no worker). */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'canyon-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await buildServiceWorker(outDir);
    },
  };
}
