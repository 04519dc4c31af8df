// Test and benchmark helper: pages built to make an HTML parser work hard, the way a hostile
// site might (SECURITY.md 40). Each stays under the 2,000,000-byte fetch limit.

/** Deeply nested, never-closed tags: 200,000 `<div>`s by default, with a little text at the bottom. */
export function deeplyNestedPage(depth = 200_000): string {
  return `<!doctype html><html><head><title>Nested</title></head><body>${'<div>'.repeat(depth)}<p>${'Deep text. '.repeat(60)}</p></body></html>`;
}

/** Very many sibling elements: 120,000 short paragraphs by default. */
export function widePage(count = 120_000): string {
  return `<!doctype html><html><head><title>Wide</title></head><body>${'<p>word word</p>'.repeat(count)}</body></html>`;
}

/** One tag with a huge attribute list. */
export function manyAttributesPage(count = 100_000): string {
  const attributes = Array.from({ length: count }, (_, i) => `data-a${i}="${i}" href="/${i}"`);
  return `<!doctype html><html><head><title>Attributes</title></head><body><p ${attributes.join(' ')}>${'Text. '.repeat(100)}</p></body></html>`;
}

/** Deep unclosed tags, then as many stray end tags that match none of them. */
export function strayEndTagsPage(depth = 100_000): string {
  return `<!doctype html><html><head><title>Stray</title></head><body>${'<div>'.repeat(depth)}${'</span>'.repeat(depth)}<p>${'Text. '.repeat(100)}</p></body></html>`;
}
