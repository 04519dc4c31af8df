// Spec §7/§9: fetched HTML is capped at 2,000,000 bytes and, when cut, "truncated at a tag
// boundary if past 80%": the cut moves back to just after the last '>' when that '>' lies beyond
// 80% of the capped bytes; otherwise the bytes stay cut at the cap.

export const TAG_BOUNDARY_MIN_FRACTION = 0.8;

/**
 * Cuts already-capped bytes back to the last tag boundary. Works on bytes, not text: in every
 * ASCII-compatible encoding (UTF-8, windows-1252, Shift_JIS, GBK, …) byte 0x3E is always '>',
 * never part of a multi-byte character; UTF-16 is searched two bytes at a time. (In the rare
 * 7-bit ISO-2022-JP a '>' byte can be half of a kanji; at worst the last character is lost.)
 */
export function truncateAtTagBoundary(
  bytes: Uint8Array,
  encoding: string,
  minFraction: number = TAG_BOUNDARY_MIN_FRACTION,
): Uint8Array {
  const threshold = bytes.byteLength * minFraction;
  let gtIndex = -1;
  let gtWidth = 1;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const [gtFirst, gtSecond] = encoding === 'utf-16le' ? [0x3e, 0x00] : [0x00, 0x3e];
    for (let i = bytes.byteLength - (bytes.byteLength % 2) - 2; i >= 0; i -= 2) {
      if (bytes[i] === gtFirst && bytes[i + 1] === gtSecond) {
        gtIndex = i;
        gtWidth = 2;
        break;
      }
    }
  } else {
    gtIndex = bytes.lastIndexOf(0x3e);
  }
  return gtIndex > threshold ? bytes.subarray(0, gtIndex + gtWidth) : bytes;
}
