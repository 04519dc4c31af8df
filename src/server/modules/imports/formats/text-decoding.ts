import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { TextDecoder } from 'node:util';

// Exports are UTF-8; a byte-order mark says otherwise (a CSV re-saved by a spreadsheet can be
// UTF-16). The decoder drops the mark and replaces undecodable bytes with U+FFFD.
function encodingOf(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  for await (const chunk of chunks) {
    decoder ??= new TextDecoder(encodingOf(chunk));
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder?.decode() ?? '';
  if (rest !== '') yield rest;
}

export const CHUNK_BYTES = 64 * 1024;

export function readFileText(filePath: string): AsyncGenerator<string> {
  return decodeText(createReadStream(filePath, { highWaterMark: CHUNK_BYTES }));
}

/** The first `bytes` bytes of a file (fewer when it is shorter). */
export async function readFileHead(filePath: string, bytes: number): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Text from the start of a file, at most `bytes` of it, decoded as `decodeText` would. */
export function decodeHead(head: Uint8Array): string {
  return new TextDecoder(encodingOf(head)).decode(head);
}
