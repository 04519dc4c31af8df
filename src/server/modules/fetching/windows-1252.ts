// Node 20's TextDecoder reads "windows-1252" (and every label that maps to it: latin1,
// iso-8859-1, ascii) as ISO-8859-1, so bytes 0x80–0x9F come out as C1 controls instead of
// € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. This is the WHATWG table for that row.

const ROW_80_TO_9F = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
].map((code) => String.fromCharCode(code));

export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => ROW_80_TO_9F[char.charCodeAt(0) - 0x80] ?? char);
}
