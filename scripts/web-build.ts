// The web app's production build into dist/web (Vite).
import path from 'node:path';
import { writeStamp } from './build-state.js';

const ROOT = path.resolve(import.meta.dirname, '..');

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
  writeStamp('web', root);
}
