import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { articlePage } from '../../saving/testing/article-site';

// A loopback site for imported links: /a/<name> is an article, /gone answers 404, /file.pdf is
// not a web page. Every request is counted, so tests can tell a page was fetched only once.

export type ImportSite = {
  origin: string;
  host: string;
  hits: Map<string, number>;
  /** Requests in flight right now, and the most there ever were, per path prefix. */
  maxConcurrent: () => number;
  close(): Promise<void>;
};

const body = (name: string) =>
  Array.from(
    { length: 5 },
    (_, i) =>
      `<p>Paragraph ${i} of the piece called ${name}. Long reads deserve a quiet page, and this one has enough words to be an article.</p>`,
  ).join('');

export async function startImportSite(options: { delayMs?: number } = {}): Promise<ImportSite> {
  const hits = new Map<string, number>();
  let inFlight = 0;
  let most = 0;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    inFlight += 1;
    most = Math.max(most, inFlight);
    const answer = () => {
      inFlight -= 1;
      if (path.startsWith('/a/')) {
        const name = decodeURIComponent(path.slice(3));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(articlePage(`Page ${name}`, body(name)));
      } else if (path === '/file.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end('%PDF-1.4');
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>Not found</h1>');
      }
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    hits,
    maxConcurrent: () => most,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
