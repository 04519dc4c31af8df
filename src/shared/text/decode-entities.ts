// Character references in text that should already be plain: many sites encode their titles
// twice (a WordPress title "A &#8211; B" put in og:title or JSON-LD as-is), so after the HTML
// parser's own decoding the reference is still there and a reader would see it literally
// (issue #17). One pass only: "&amp;amp;" becomes "&amp;", never "&".

/** Latin-1 names, in code point order from U+00A0. */
const LATIN_1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
  'sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave ' +
  'Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN ' +
  'szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave ' +
  'iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc ' +
  'uuml yacute thorn yuml';

/** The other names that turn up in titles, bylines and descriptions. */
const OTHER_NAMES: Record<string, number> = {
  quot: 0x22,
  amp: 0x26,
  apos: 0x27,
  lt: 0x3c,
  gt: 0x3e,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  uarr: 0x2191,
  rarr: 0x2192,
  darr: 0x2193,
  harr: 0x2194,
  minus: 0x2212,
  hearts: 0x2665,
};

const NAMED = new Map<string, string>([
  ...LATIN_1.split(' ').map((name, i): [string, string] => [name, String.fromCodePoint(0xa0 + i)]),
  ...Object.entries(OTHER_NAMES).map(([name, code]): [string, string] => [
    name,
    String.fromCodePoint(code),
  ]),
]);

/**
 * References to U+0080–U+009F mean the Windows-1252 character of that byte, as browsers read
 * them (old pages write &#146; for an apostrophe). Holes in that code page stay undecoded.
 */
const WINDOWS_1252 = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0,
  0x17d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0, 0x17e, 0x178,
];

/** A code point text may hold: no NUL or other controls, no surrogates, no noncharacters. */
function isTextCodePoint(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  if (code >= 0xfdd0 && code <= 0xfdef) return false;
  if ((code & 0xfffe) === 0xfffe) return false;
  return code <= 0x10ffff;
}

function decodeNumber(digits: string, radix: 10 | 16): string | null {
  // Beyond 7 significant digits the number is past U+10FFFF anyway; parseInt would lose it.
  if (digits.replace(/^0+/, '').length > 7) return null;
  let code = parseInt(digits, radix);
  if (code >= 0x80 && code <= 0x9f) code = WINDOWS_1252[code - 0x80] ?? 0;
  return isTextCodePoint(code) ? String.fromCodePoint(code) : null;
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z][A-Za-z0-9]*));/g;

/**
 * Named references (the common HTML ones) and numeric ones (`&#8211;`, `&#x2019;`) decoded in
 * one pass. Unknown names, and numbers that would give a control character, a surrogate, a
 * noncharacter or no character at all (`&#0;`, `&#xD800;`, `&#x110000;`) stay as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    const decoded =
      hex !== undefined
        ? decodeNumber(hex, 16)
        : decimal !== undefined
          ? decodeNumber(decimal, 10)
          : (NAMED.get(name!) ?? null);
    return decoded ?? reference;
  });
}

/** decodeEntities for optional values: null and undefined pass through. */
export function decodeOptionalEntities<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? decodeEntities(text) : text) as T;
}
