// Reading and rewriting the <img src> of stored article HTML, fast enough to do on every read.
// The HTML was sanitised before it was stored (extraction/sanitize-html.ts: no comments, no raw
// text elements, every "<" in text escaped), so an <img> tag can be found by its syntax alone:
// quoted attribute values may hold ">", nothing else can. Anything this missed would keep its
// original source, which the reader's browser refuses to load (only Canyon's own image URLs are
// kept there).

const IMG_TAG = /<img(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (all, hex, dec, name) => {
      if (name) return NAMED[String(name).toLowerCase()] ?? all;
      const code = hex ? parseInt(String(hex), 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

type Attribute = { name: string; value: string | undefined };

function attributesOf(tag: string): Attribute[] {
  const body = tag.slice(4, tag.endsWith('/>') ? -2 : -1);
  const seen = new Set<string>();
  const attributes: Attribute[] = [];
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    // As browsers do: the first of two attributes with one name wins.
    if (seen.has(name)) continue;
    seen.add(name);
    const raw = match[2] ?? match[3] ?? match[4];
    attributes.push({ name, value: raw === undefined ? undefined : decodeEntities(raw) });
  }
  return attributes;
}

const srcOf = (attributes: Attribute[]) =>
  attributes.find((attribute) => attribute.name === 'src')?.value?.trim() || undefined;

/** Every distinct image source in the HTML, in document order. */
export function articleImageSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = srcOf(attributesOf(tag));
    if (src) sources.add(src);
  }
  return [...sources];
}

/**
 * The HTML with each image's src replaced by what `replace` answers for it; null removes the
 * src (the reader shows a placeholder for an image without one).
 */
export function rewriteArticleImages(
  html: string,
  replace: (src: string) => string | null,
): string {
  return html.replace(IMG_TAG, (tag) => {
    const attributes = attributesOf(tag);
    const src = srcOf(attributes);
    const next = src ? replace(src) : null;
    const kept = attributes.filter((attribute) => attribute.name !== 'src');
    if (next !== null) kept.unshift({ name: 'src', value: next });
    const written = kept.map(({ name, value }) =>
      value === undefined ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
    );
    return `<img${written.join('')}>`;
  });
}
