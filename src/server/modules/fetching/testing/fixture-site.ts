import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import { encodeLegacy } from './encode-legacy';

// Test helper: a small web site on loopback that serves everything the fetcher must cope with.
// Tests reach it only through the FETCH_ALLOW_PRIVATE_HOSTS allow-list.

export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  localAddress: string;
};

export type FixtureSite = {
  port: number;
  /** Every request the site received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export const ARTICLE_TITLE = 'A normal article';
export const ARTICLE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>${ARTICLE_TITLE}</title></head>
<body><article><h1>${ARTICLE_TITLE}</h1><p>Readers save pages like this one — with “quotes”, café and 日本語.</p></article></body></html>`;

/** Text used for the legacy-encoding pages; each string fits its encoding. */
export const LEGACY_TEXT = {
  'windows-1252': 'Café – “naïve” résumé costs €5 — Œuvre',
  shift_jis: '日本語のテキストです。カタカナとひらがな、漢字。',
  gbk: '中文网页测试：简体字与标点符号。',
} as const;

export const BIG_PAGE_BYTES = 3_000_000;

/** A page that only sends the browser on, as sites do with `<meta http-equiv="refresh">`. */
export function refreshPage(content: string, body = '<p>Redirecting…</p>'): string {
  const attribute = content.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title>
<META HTTP-EQUIV="Refresh" CONTENT="${attribute}"></head><body>${body}</body></html>`;
}

/** A whole article, long enough to be worth reading, that also carries a refresh. */
export const LONG_ARTICLE_TEXT = Array.from(
  { length: 12 },
  (_, i) => `<p>Paragraph ${i} of a real article that readers come back to and save for later.</p>`,
).join('\n');

function page(body: string, head = ''): string {
  return `<!doctype html><html><head>${head}<title>t</title></head><body>${body}</body></html>`;
}

function legacyPage(encoding: keyof typeof LEGACY_TEXT, head: string): Buffer {
  return Buffer.concat([
    Buffer.from(`<!doctype html><html><head>${head}<title>`),
    encodeLegacy(LEGACY_TEXT[encoding], encoding),
    Buffer.from('</title></head><body><p>'),
    encodeLegacy(LEGACY_TEXT[encoding], encoding),
    Buffer.from('</p></body></html>'),
  ]);
}

function bigPage(): Buffer {
  const parts: string[] = ['<!doctype html><html><head><title>big</title></head><body>\n'];
  let length = parts[0]!.length;
  for (let i = 0; length < BIG_PAGE_BYTES; i += 1) {
    const paragraph = `<p>Paragraph ${i}: lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n`;
    parts.push(paragraph);
    length += paragraph.length;
  }
  parts.push('</body></html>');
  return Buffer.from(parts.join(''));
}

let cachedBomb: Buffer | undefined;
/** ~64 MB of HTML that gzips to ~64 KB. */
function gzipBomb(): Buffer {
  cachedBomb ??= zlib.gzipSync(
    Buffer.concat([Buffer.from('<html><body><p>'), Buffer.alloc(64 * 1024 * 1024, 'a')]),
    {
      level: 9,
    },
  );
  return cachedBomb;
}

function raw(socket: Socket, head: string, body?: Buffer | string): void {
  socket.write(`HTTP/1.1 ${head}\r\n\r\n`);
  if (body !== undefined) socket.write(body);
}

/** Writes until the client goes away, respecting back-pressure. */
function endless(socket: Socket, chunk: Buffer): void {
  const pump = () => {
    while (!socket.destroyed && socket.write(chunk));
    if (!socket.destroyed) socket.once('drain', pump);
  };
  pump();
}

export async function startFixtureSite(host = '127.0.0.1'): Promise<FixtureSite> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const big = bigPage();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push({
      path: req.url ?? '',
      headers: req.headers,
      localAddress: req.socket.localAddress ?? '',
    });
    const send = (
      status: number,
      type: string | null,
      body: Buffer | string,
      extra: http.OutgoingHttpHeaders = {},
    ) => {
      res.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...extra });
      res.end(body);
    };
    const html = 'text/html; charset=utf-8';

    const path = url.pathname;
    const chain = /^\/redirect-chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return send(200, html, ARTICLE_HTML);
      return send(302, html, 'moved', { location: `/redirect-chain/${left - 1}` });
    }
    const metaChain = /^\/meta-refresh-chain\/(\d+)$/.exec(path);
    if (metaChain) {
      const left = Number(metaChain[1]);
      if (left === 0) return send(200, html, ARTICLE_HTML);
      return send(200, html, refreshPage(`0; url=/meta-refresh-chain/${left - 1}`));
    }
    // Odd steps answer with an HTTP redirect, even ones with a meta refresh.
    const mixed = /^\/mixed-chain\/(\d+)$/.exec(path);
    if (mixed) {
      const left = Number(mixed[1]);
      const next = `/mixed-chain/${left - 1}`;
      if (left === 0) return send(200, html, ARTICLE_HTML);
      if (left % 2 === 1) return send(302, html, 'moved', { location: next });
      return send(200, html, refreshPage(`0; url=${next}`));
    }
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status) return send(Number(status[1]), html, page('<p>status page</p>'));

    switch (path) {
      case '/article':
        return send(200, html, ARTICLE_HTML);
      case '/echo':
        return send(200, html, page(`<pre>${JSON.stringify(req.headers)}</pre>`));
      case '/redirect':
        return send(Number(url.searchParams.get('status') ?? 302), html, 'moved', {
          location: url.searchParams.get('to') ?? '/',
        });
      case '/meta-refresh':
        // ?content= is the meta element's whole content attribute, e.g. "0; url=/article".
        return send(200, html, refreshPage(url.searchParams.get('content') ?? ''));
      case '/meta-refresh-self':
        return send(200, html, refreshPage('0; url=/meta-refresh-self#again'));
      case '/meta-refresh-article':
        return send(
          200,
          html,
          refreshPage('0; url=/article', `<article>${LONG_ARTICLE_TEXT}</article>`),
        );

      // Encodings: declared by header, by <meta>, by BOM, or not at all.
      case '/cp1252-header':
        return send(200, 'text/html; charset=windows-1252', legacyPage('windows-1252', ''));
      case '/cp1252-meta':
        return send(200, 'text/html', legacyPage('windows-1252', '<meta charset="windows-1252">'));
      case '/latin1-label':
        return send(200, 'text/html; charset="ISO-8859-1"', legacyPage('windows-1252', ''));
      case '/cp1252-undeclared':
        return send(200, 'text/html', legacyPage('windows-1252', ''));
      case '/sjis-header':
        return send(200, 'text/html; charset=Shift_JIS', legacyPage('shift_jis', ''));
      case '/sjis-meta':
        return send(
          200,
          'text/html',
          legacyPage(
            'shift_jis',
            '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">',
          ),
        );
      case '/sjis-xhtml':
        return send(
          200,
          'application/xhtml+xml',
          Buffer.concat([
            Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?>\n'),
            legacyPage('shift_jis', ''),
          ]),
        );
      case '/gbk-header':
        return send(200, 'text/html; charset=GBK', legacyPage('gbk', ''));
      case '/gbk-meta':
        return send(200, 'text/html', legacyPage('gbk', '<meta charset=gb2312>'));
      case '/utf8-bom':
        // The BOM outranks a wrong header.
        return send(
          200,
          'text/html; charset=windows-1252',
          Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ARTICLE_HTML)]),
        );

      // Size.
      case '/big':
        return send(200, html, big);
      case '/big-gzip':
        return send(200, html, zlib.gzipSync(big), { 'content-encoding': 'gzip' });
      case '/big-no-boundary':
        return send(200, html, `<html><body><p>${'a'.repeat(BIG_PAGE_BYTES)}`);
      case '/big-multibyte':
        // No '>' near the end, and the cap falls inside a three-byte character.
        return send(200, html, `<html><body><p>x${'日本語'.repeat(BIG_PAGE_BYTES / 9)}`);
      case '/gzip-bomb':
        return send(200, html, gzipBomb(), { 'content-encoding': 'gzip' });

      // Compression.
      case '/gzip':
        return send(200, html, zlib.gzipSync(ARTICLE_HTML), { 'content-encoding': 'gzip' });
      case '/br':
        return send(200, html, zlib.brotliCompressSync(ARTICLE_HTML), { 'content-encoding': 'br' });
      case '/deflate':
        return send(200, html, zlib.deflateSync(ARTICLE_HTML), { 'content-encoding': 'deflate' });
      case '/deflate-raw':
        return send(200, html, zlib.deflateRawSync(ARTICLE_HTML), {
          'content-encoding': 'deflate',
        });
      case '/gzip-corrupt':
        return send(200, html, Buffer.from('\x1f\x8b\x08\x00garbage-garbage-garbage'), {
          'content-encoding': 'gzip',
        });
      case '/compress':
        return send(200, html, 'whatever', { 'content-encoding': 'compress' });

      // Types.
      case '/pdf':
        return send(200, 'application/pdf', '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
      case '/json':
        return send(200, 'application/json', '{"title":"not html"}');
      case '/png':
        return send(
          200,
          'image/png',
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        );
      case '/xhtml':
        return send(200, 'application/xhtml+xml; charset=utf-8', ARTICLE_HTML);
      case '/untyped-html':
        return send(200, null, ARTICLE_HTML);
      case '/untyped-binary':
        return send(200, null, Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff]));

      // Misbehaving servers, written straight to the socket.
      case '/drip': {
        raw(req.socket, '200 OK\r\ncontent-type: text/html\r\ntransfer-encoding: chunked', '');
        const timer = setInterval(() => {
          if (req.socket.destroyed) return clearInterval(timer);
          req.socket.write('1\r\na\r\n');
        }, 1000);
        timers.add(timer);
        return;
      }
      case '/stall':
        return; // never answers
      case '/lying-length-short':
        // Claims 100 bytes, sends 3 MB.
        raw(req.socket, '200 OK\r\ncontent-type: text/html\r\ncontent-length: 100', big);
        return;
      case '/lying-length-huge':
        // Claims 50 GB and keeps sending.
        raw(
          req.socket,
          '200 OK\r\ncontent-type: text/html\r\ncontent-length: 50000000000',
          '<html><body>',
        );
        endless(req.socket, Buffer.from('<p>more and more</p>'.repeat(3000)));
        return;
      case '/lying-length-stall':
        // Claims 1000 bytes, sends 10 and stops.
        raw(req.socket, '200 OK\r\ncontent-type: text/html\r\ncontent-length: 1000', '<html><bo');
        return;
      default:
        return send(404, html, page('<p>not found</p>'));
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
