import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deeplyNestedPage } from '../../extraction/testing/hostile-page';
import { articlePage } from './article-site';

// Test and benchmark helper: a loopback site for saves under load, reached only through the
// FETCH_ALLOW_PRIVATE_HOSTS allow-list. Any path works, so every save can use a new URL:
//   /article/…  an ordinary article
//   /hostile/…  200,000 nested unclosed tags (testing/hostile-page.ts)
//   /held/…     an ordinary article, sent only when the test calls releaseHeld()

export type LoadSite = {
  origin: string;
  host: string;
  /** Requests received so far whose path starts with `prefix`. */
  requested(prefix: string): number;
  /** Answers the requests held so far; later ones are held again. */
  releaseHeld(): void;
  close(): Promise<void>;
};

const ARTICLE = articlePage(
  'A page saved under load',
  Array.from(
    { length: 8 },
    (_, i) =>
      `<p>Paragraph ${i}. Readers keep saving pages while someone else sends the server the worst markup they can find, and each save should still come back quickly.</p>`,
  ).join(''),
);

export async function startLoadSite(): Promise<LoadSite> {
  // Encoded once: the site should cost the machine as little as possible.
  const hostile = Buffer.from(deeplyNestedPage());
  const article = Buffer.from(ARTICLE);
  const paths: string[] = [];
  let held: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    paths.push(path);
    const send = (body: Buffer) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path.startsWith('/hostile/')) return send(hostile);
    if (path.startsWith('/held/')) return void held.push(() => send(article));
    send(article);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requested: (prefix) => paths.filter((p) => p.startsWith(prefix)).length,
    releaseHeld: () => {
      const waiting = held;
      held = [];
      for (const send of waiting) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
