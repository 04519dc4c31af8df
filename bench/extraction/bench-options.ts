// Command-line options shared by the extraction benchmarks: `--name value`, and which labelled
// sets to read from where (`--sets dragnet,trafilatura --shared ../shared`).

import path from 'node:path';
import { repoRoot } from './batch-runs';
import { SET_FOLDERS, type SetKey } from './labelled-sets';

export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** The folder holding the labelled sets, and the sets asked for (all three by default). */
export function chosenSets(): { sharedDir: string; keys: SetKey[] } {
  const sharedDir = path.resolve(repoRoot, option('shared', '../shared'));
  const keys = option('sets', Object.keys(SET_FOLDERS).join(',')).split(',') as SetKey[];
  for (const key of keys) if (!(key in SET_FOLDERS)) throw new Error(`unknown set ${key}`);
  return { sharedDir, keys };
}
