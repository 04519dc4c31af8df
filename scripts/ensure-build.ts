// Builds the parts of dist/ that are missing or older than their sources (for the test runner,
// which runs under tsx; `npm start` does the same from plain JavaScript in start.js).
import { staleParts } from './build-state.js';
import { buildServer } from './server-build';
import { buildWeb } from './web-build';

export async function ensureBuild(): Promise<void> {
  const parts = staleParts();
  if (parts.length === 0) return;
  console.log(`Building ${parts.join(' and ')} (first run or sources changed)…`);
  for (const part of parts) await (part === 'web' ? buildWeb() : buildServer());
}
