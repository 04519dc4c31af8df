// Test helper: text → bytes in a legacy encoding. Node can decode windows-1252, Shift_JIS and GBK
// but only encode UTF-8, so build the reverse table from the decoder (the WHATWG tables).

const tables = new Map<string, Map<string, Uint8Array>>();

// Node's TextDecoder reads windows-1252 as latin1, so this row is spelled out (from the WHATWG index).
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252Table(): Map<string, Uint8Array> {
  const table = new Map<string, Uint8Array>();
  for (let b = 0; b < 0x100; b += 1) {
    const char = b >= 0x80 && b <= 0x9f ? WINDOWS_1252_80_9F[b - 0x80]! : String.fromCharCode(b);
    table.set(char, Uint8Array.of(b));
  }
  return table;
}

function reverseTable(encoding: string): Map<string, Uint8Array> {
  const cached = tables.get(encoding);
  if (cached) return cached;
  if (encoding === 'windows-1252') {
    tables.set(encoding, windows1252Table());
    return reverseTable(encoding);
  }
  const decoder = new TextDecoder(encoding, { fatal: true });
  const table = new Map<string, Uint8Array>();
  const tryBytes = (bytes: Uint8Array) => {
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      return;
    }
    if ([...text].length === 1 && !table.has(text)) table.set(text, bytes);
  };
  for (let b = 0; b < 0x100; b += 1) tryBytes(Uint8Array.of(b));
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) tryBytes(Uint8Array.of(lead, trail));
  }
  tables.set(encoding, table);
  return table;
}

export function encodeLegacy(text: string, encoding: string): Buffer {
  const table = reverseTable(encoding);
  const parts: Uint8Array[] = [];
  for (const char of text) {
    const bytes = table.get(char);
    if (!bytes) throw new Error(`${encoding} cannot encode ${JSON.stringify(char)}`);
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}
