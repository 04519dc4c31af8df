// The tiny markdown subset model output may use (SECURITY.md 34): paragraphs, `> ` quotes,
// `- ` and `1. ` lists, **bold**, *italic* and `code`. Links and images are kept as text only,
// and nothing here ever becomes HTML: the renderer makes React elements from these nodes.

export type InlineNode =
  string | { type: 'strong' | 'em'; children: InlineNode[] } | { type: 'code'; text: string };

export type Block =
  | { type: 'paragraph' | 'heading'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; blocks: Block[] };

const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^ {0,3}[-*+•] +(.*)$/;
const NUMBERED = /^ {0,3}\d{1,3}[.)] +(.*)$/;
const HEADING = /^ {0,3}#{1,6} +(.*?)(?: +#+)?$/;
const CONTINUATION = /^ {2,}\S/;

const startsBlock = (line: string) =>
  QUOTE.test(line) || BULLET.test(line) || NUMBERED.test(line) || HEADING.test(line);

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', text: heading[1] ?? '' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (let match = QUOTE.exec(line); match; match = QUOTE.exec(lines[i] ?? '')) {
        inner.push(match[1] ?? '');
        i += 1;
      }
      blocks.push({ type: 'quote', blocks: parseBlocks(inner.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const item = marker.exec(current);
        if (item) items.push(item[1] ?? '');
        else if (items.length && CONTINUATION.test(current) && !startsBlock(current))
          items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() && !startsBlock(lines[i] ?? '')) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

// Images first (their `!` would otherwise be text before a link), then links, code, bold, italic.
const INLINE =
  /!\[([^\]\n]*)\]\(([^)\n]*)\)|\[([^\]\n]+)\]\(([^)\n]*)\)|`([^`\n]+)`|\*\*(?=\S)(.+?)\*\*|__(?=\S)(.+?)__|\*(?=[^\s*])([^*\n]*?[^\s*])\*/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = nodes[nodes.length - 1];
    if (typeof last === 'string') nodes[nodes.length - 1] = last + value;
    else nodes.push(value);
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, alt, , linkText, url, code, bold, boldUnderscore, italic] = match;
    if (alt !== undefined) {
      // An image becomes its description: nothing is loaded.
      pushText(alt);
    } else if (linkText !== undefined) {
      // A link becomes its text and then its address, as text: nothing to click.
      for (const node of parseInline(linkText)) {
        if (typeof node === 'string') pushText(node);
        else nodes.push(node);
      }
      if (url?.trim()) pushText(` (${url.trim()})`);
    } else if (code !== undefined) {
      nodes.push({ type: 'code', text: code });
    } else if (bold !== undefined || boldUnderscore !== undefined) {
      nodes.push({ type: 'strong', children: parseInline(bold ?? boldUnderscore ?? '') });
    } else {
      nodes.push({ type: 'em', children: parseInline(italic ?? '') });
    }
  }
  pushText(text.slice(at));
  return nodes;
}

export function inlineText(nodes: InlineNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string'
        ? node
        : node.type === 'code'
          ? node.text
          : inlineText(node.children),
    )
    .join('');
}

/** What a block says without its markup (a quote's words, to find them in the article). */
export function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(parseInline(block.text));
    case 'list':
      return block.items.map((item) => inlineText(parseInline(item))).join(' ');
    case 'quote':
      return block.blocks.map(blockText).join(' ');
  }
}
