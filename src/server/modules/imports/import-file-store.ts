import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { deleteFileParts, insertFilePart, readFilePart } from './imports.repo';

/** One piece of an uploaded file in the database. */
const PART_BYTES = 1024 * 1024;

/**
 * Copies an uploaded file into the database in 1 MB pieces, so whichever app process takes the
 * import job can read it, also after a restart. Call inside the import's creating transaction.
 */
export async function storeImportFile(db: Db, importId: string, file: string): Promise<void> {
  let seq = 0;
  let pending: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    await insertFilePart(db, importId, seq++, Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const bytes = chunk as Buffer;
    pending.push(bytes);
    size += bytes.length;
    if (size >= PART_BYTES) await flush();
  }
  await flush();
}

/** Writes an import's stored file back to disk, a piece at a time, for the format readers. */
export async function restoreImportFile(db: Db, importId: string, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${importId}.reading`);
  const out = createWriteStream(target, { mode: 0o600 });
  try {
    for (let seq = 0; ; seq++) {
      const part = await readFilePart(db, importId, seq);
      if (!part) break;
      if (!out.write(part))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  }
  return target;
}

export { deleteFileParts };
