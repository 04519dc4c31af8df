import { rm } from 'node:fs/promises';

/** Removes the run's temporary data directory (created by the server; named in playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.CANYON_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
