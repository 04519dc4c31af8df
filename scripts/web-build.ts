import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Everything the web build is made from. */
const SOURCES = [
  'src/web',
  'src/shared',
  'index.html',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.web.json',
];
export const STAMP = 'dist/web/.build-stamp';

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestModification(path.join(entry, name)));
  }
  return newest;
}

/** True when there is no build, or any source changed after the last one. */
export function isWebBuildStale(root = ROOT): boolean {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestModification(path.join(root, source)) > built);
}

export async function buildWeb(root = ROOT): Promise<void> {
  const { build } = await import('vite');
  // NODE_ENV=test or development in the caller's environment would make Vite ship React's
  // development bundle; the build is always a production one, and the caller's value returns.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  writeFileSync(path.join(root, STAMP), new Date().toISOString());
}

export async function ensureWebBuild(root = ROOT): Promise<void> {
  if (!isWebBuildStale(root)) return;
  console.log('Building the web app (first start or sources changed)…');
  await buildWeb(root);
}
