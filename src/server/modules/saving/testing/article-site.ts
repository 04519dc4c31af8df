import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeLegacy } from '../../fetching/testing/encode-legacy';

// Test helper: a loopback site of article pages for the save flow, reached only through the
// FETCH_ALLOW_PRIVATE_HOSTS allow-list.

export type ArticleSite = {
  origin: string;
  host: string;
  hits: Map<string, number>;
  close(): Promise<void>;
};

const paragraph = (topic: string, i: number) =>
  `<p>Paragraph ${i} about ${topic}. Careful readers return to long pieces like this one, and a good reader view keeps the words and drops the noise around them so nothing distracts.</p>`;

export function articlePage(title: string, body: string, head = '<meta charset="utf-8">'): string {
  return `<!doctype html><html lang="en"><head>${head}<title>${title} | Example Times</title>
<meta property="og:title" content="${title}"><meta property="og:image" content="/images/cover.jpg">
<meta name="description" content="A description of ${title}."></head>
<body><nav><a href="/">Home</a> <a href="/world">World</a></nav>
<article><h1>${title}</h1><p class="byline">By Ada Writer</p>${body}</article>
<footer>© Example Times</footer></body></html>`;
}

const LONG_ARTICLE = articlePage(
  'Rivers of the north',
  Array.from({ length: 8 }, (_, i) => paragraph('rivers', i)).join('') +
    '<figure><img src="/images/river.jpg" alt="A river"><figcaption>The river at dawn.</figcaption></figure>' +
    '<pre><code>const flow = measure(river);</code></pre>',
);

const PAYWALL = articlePage(
  'Inside the archive',
  Array.from({ length: 4 }, (_, i) => paragraph('archives', i)).join('') +
    '<div class="paywall"><p>Subscribe to continue reading. Already a subscriber? Sign in.</p></div>',
);

/** Title and text carrying NUL, other controls and noncharacters, raw and as references. */
export const ODD_TEXT_PAGE = articlePage(
  'Odd\u0000 text&#1; here\uFFFF',
  Array.from({ length: 4 }, (_, i) => paragraph('odd\u0000 text\u0085', i)).join('') +
    '<p>References: &#0; &#1; &#xD800; &#xFFFF; and a raw NUL \u0000 in the text.</p>',
);

/** A page without a title of its own: the reader's title is all it has. */
export const UNTITLED_PAGE = `<!doctype html><html><head><meta charset="utf-8"></head><body><article>${Array.from(
  { length: 4 },
  (_, i) => paragraph('anonymity', i),
).join('')}</article></body></html>`;

/** A title of nothing but characters cleaning removes: no title at all once cleaned. */
export const CONTROL_TITLE_PAGE = UNTITLED_PAGE.replace(
  '<head>',
  '<head><title>\uFFFF&#1;\u0000\uFFFE</title>',
);

const EMPTY = `<!doctype html><html><head><meta charset="utf-8"><title></title></head><body><nav><a href="/">Home</a></nav></body></html>`;

const LEGACY = {
  'windows-1252': 'Café au lait – “naïve” résumé, €5 — Œuvre complète. ',
  shift_jis: '日本語の記事です。カタカナとひらがな、そして漢字。読みやすい長い文章が続きます。',
  gbk: '这是一篇中文文章。简体字与标点符号，内容足够长，可以被正确地提取出来。',
} as const;

function legacyArticle(encoding: keyof typeof LEGACY, declareIn: 'header' | 'meta'): Buffer {
  const head = declareIn === 'meta' ? `<meta charset="${encoding}">` : '';
  const text = LEGACY[encoding].repeat(12);
  return Buffer.concat([
    Buffer.from(`<!doctype html><html><head>${head}<title>`),
    encodeLegacy(LEGACY[encoding].slice(0, 12), encoding),
    Buffer.from('</title></head><body><article><p>'),
    encodeLegacy(text, encoding),
    Buffer.from('</p><p>'),
    encodeLegacy(text, encoding),
    Buffer.from('</p></article></body></html>'),
  ]);
}

export const LEGACY_SAMPLES = LEGACY;

function bigArticle(): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < 3_000_000; i += 1) {
    const p = paragraph('scale', i);
    paragraphs.push(p);
    size += p.length;
  }
  return articlePage('A very long read', paragraphs.join('\n'));
}

export async function startArticleSite(): Promise<ArticleSite> {
  const hits = new Map<string, number>();
  const big = bigArticle();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    };
    if (path === '/article' || path === '/Article?utm_source=feed') return html(LONG_ARTICLE);
    if (path === '/paywall') return html(PAYWALL);
    if (path === '/empty') return html(EMPTY);
    if (path === '/odd-text') return html(ODD_TEXT_PAGE);
    if (path === '/control-title') return html(CONTROL_TITLE_PAGE);
    if (path === '/meta-refresh')
      return html(
        '<html><head><meta http-equiv="refresh" content="0; url=/article"></head><body>.</body></html>',
      );
    if (path.startsWith('/untitled')) return html(UNTITLED_PAGE);
    if (path === '/big') return html(big);
    if (path === '/charset/windows-1252')
      return html(legacyArticle('windows-1252', 'header'), 'text/html; charset=windows-1252');
    if (path === '/charset/shift_jis') return html(legacyArticle('shift_jis', 'meta'), 'text/html');
    if (path === '/charset/gbk') return html(legacyArticle('gbk', 'meta'), 'text/html');
    if (path === '/document.pdf') return html(Buffer.from('%PDF-1.4'), 'application/pdf');
    const hop = /^\/redirect\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { Location: left > 1 ? `/redirect/${left - 1}` : '/article' });
      return res.end();
    }
    if (path === '/drip') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const timer = setInterval(() => res.write('<'), 1000);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
