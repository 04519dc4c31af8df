import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportEntry, ImportItem, ImportProblem } from '../import-entry';
import { buildZip } from './build-zip';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function fixture(name: string): string {
  return join(fixturesDir, name);
}

export type TempDir = {
  dir: string;
  write(name: string, data: string | Buffer): Promise<string>;
  remove(): Promise<void>;
};

export async function makeTempDir(): Promise<TempDir> {
  const dir = await mkdtemp(join(tmpdir(), 'canyon-import-'));
  return {
    dir,
    async write(name, data) {
      const path = join(dir, name);
      await writeFile(path, data);
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A zip of a fixture folder, entries named by their path inside it. */
export async function zipFixtureFolder(folder: string): Promise<Buffer> {
  const root = fixture(folder);
  const files = await readdir(root, { recursive: true, withFileTypes: true });
  const specs = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => {
        const path = join(file.parentPath, file.name);
        return { name: relative(root, path).split(sep).join('/'), data: await readFile(path) };
      }),
  );
  specs.sort((a, b) => a.name.localeCompare(b.name));
  return buildZip(specs);
}

export async function collect(entries: AsyncIterable<ImportEntry>): Promise<ImportEntry[]> {
  const all: ImportEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
}

export function itemsOf(entries: readonly ImportEntry[]): ImportItem[] {
  return entries.filter((entry): entry is ImportItem => entry.kind === 'item');
}

export function problemsOf(entries: readonly ImportEntry[]): ImportProblem[] {
  return entries.filter((entry): entry is ImportProblem => entry.kind === 'problem');
}
