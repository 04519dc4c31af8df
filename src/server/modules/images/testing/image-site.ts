import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { pngImage } from './png-image';

// Test helper: a loopback site with article pages and every kind of "image" the image fetcher
// must cope with. Tests reach it only through the FETCH_ALLOW_PRIVATE_HOSTS allow-list.

export type ImageSite = {
  port: number;
  host: string;
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** Sets the HTML of /pages/<name>. */
  page(name: string, body: string, ogImage?: string): string;
  close(): Promise<void>;
};

export const PHOTO = pngImage(40, 30, [240, 180, 90], [90, 120, 200]);
export const OTHER_PHOTO = pngImage(20, 20, [20, 160, 90]);
export const OVERSIZE_BYTES = 6_000_000;

const SNIFFED: Record<string, Buffer> = {
  '/photo.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  '/photo.gif': Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  '/photo.webp': Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(14),
  ]),
  '/photo.avif': Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from('ftypavif'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('avifmif1miaf'),
  ]),
};

let cachedBomb: Buffer | undefined;
const bomb = () =>
  (cachedBomb ??= zlib.gzipSync(Buffer.concat([PHOTO, Buffer.alloc(OVERSIZE_BYTES)])));

export async function startImageSite(): Promise<ImageSite> {
  const requests: string[] = [];
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://image-site.invalid');
    requests.push(req.url ?? '');
    const send = (status: number, type: string, body: Buffer | string, extra = {}) => {
      res.writeHead(status, { 'content-type': type, ...extra });
      res.end(body);
    };
    const path = url.pathname;
    const page = /^\/pages\/([\w-]+)$/.exec(path)?.[1];
    if (page && pages.has(page)) return send(200, 'text/html; charset=utf-8', pages.get(page)!);
    // Any /photo/<anything>.png is the same picture: many URLs, one hash.
    if (/^\/photo\/[\w-]+\.png$/.test(path)) return send(200, 'image/png', PHOTO);
    if (/^\/numbered\/\d+\.png$/.test(path))
      return send(200, 'image/png', pngImage(4, 4, [Number(path.match(/\d+/)![0]) % 256, 0, 0]));
    const sniffed = SNIFFED[path];
    if (sniffed)
      return send(200, `image/${path.split('.').pop()!.replace('jpg', 'jpeg')}`, sniffed);
    switch (path) {
      case '/photo.png':
        return send(200, 'image/png', PHOTO);
      case '/other.png':
        return send(200, 'image/png', OTHER_PHOTO);
      case '/mislabelled.jpg':
        // A PNG served as JPEG, as CDNs do: kept, as what it really is.
        return send(200, 'image/jpeg', OTHER_PHOTO);
      case '/drawing.svg':
        return send(
          200,
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
      case '/svg-as-png.png':
        return send(200, 'image/png', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      case '/page-as-image.png':
        return send(200, 'text/html', '<!doctype html><p>not a picture</p>');
      case '/untyped.png':
        res.writeHead(200);
        return res.end(PHOTO);
      case '/oversize.png': {
        // Chunked, no Content-Length: the cap must hold while it streams.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PHOTO.subarray(0, 8));
        let sent = 8;
        const pump = () => {
          while (sent < OVERSIZE_BYTES && !res.destroyed) {
            sent += 64 * 1024;
            if (!res.write(Buffer.alloc(64 * 1024))) return res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      case '/bomb.png':
        // 100 KB on the wire, 6 MB once inflated.
        return send(200, 'image/png', bomb(), { 'content-encoding': 'gzip' });
      case '/stall.png':
        return; // never answers
      case '/redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return res.end();
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    host: `127.0.0.1:${port}`,
    origin,
    requests,
    page(name, body, ogImage) {
      pages.set(
        name,
        `<!doctype html><html><head><meta charset="utf-8"><title>Pictures: ${name}</title>${
          ogImage ? `<meta property="og:image" content="${ogImage}">` : ''
        }</head><body><article><h1>Pictures: ${name}</h1>${body}<p>${'A paragraph about the pictures above, long enough to be an article. '.repeat(12)}</p></article></body></html>`,
      );
      return `${origin}/pages/${name}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
