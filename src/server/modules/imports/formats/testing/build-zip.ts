import { constants, deflateRawSync } from 'node:zlib';

// A small zip writer for tests: real archives from fixture files, and hostile ones whose
// headers say what the test wants them to say.

export type ZipFileSpec = {
  name: string;
  /** The file's bytes; or, for a bomb, its deflated bytes and the size they inflate to. */
  data: string | Buffer | { deflated: Buffer; size: number };
  /** Store instead of deflate. */
  store?: boolean;
  /** The uncompressed size the headers claim (a lie, when it differs). */
  declaredSize?: number;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function buildZip(files: readonly ZipFileSpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    let compressed: Buffer;
    let size: number;
    let crc: number;
    const method = file.store ? 0 : 8;
    if (typeof file.data === 'string' || Buffer.isBuffer(file.data)) {
      const raw = Buffer.from(file.data);
      compressed = file.store ? raw : deflateRawSync(raw);
      size = raw.length;
      crc = crc32(raw);
    } else {
      // yauzl does not check CRCs, and computing one over a gigabyte is slow.
      compressed = file.data.deflated;
      size = file.data.size;
      crc = 0;
    }
    const declared = file.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Raw deflate data that inflates to `mebibytes` MiB of zeros, built in milliseconds: one
 * compressed MiB, flushed to a byte boundary, repeated, then a final empty block.
 */
export function deflatedZeros(mebibytes: number): { deflated: Buffer; size: number } {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return {
    deflated: Buffer.concat([...Array<Buffer>(mebibytes).fill(segment), finalEmptyBlock]),
    size: mebibytes * 1024 * 1024,
  };
}
