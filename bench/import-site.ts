// The import benchmark's loopback fixture site (bench/import.bench.ts): the same small web server
// on many loopback addresses, so the links of an export spread over many "sites" (hosts) as a
// real export's do. Canyon's politeness goes by host name, so each address is a site of its own.
// All of them are private, so Canyon fetches them only because FETCH_ALLOW_PRIVATE_HOSTS lists
// each address with its port.
//
//   /a/<slug>            an article page (about 30 KB, small as pages go: inline style and
//                        script, navigation, 12 paragraphs, a figure, related links, footer), answered after `delayMs` on the export's sites
//                        as a real site would be, at once on the site pages are saved from by hand
//   /images/<name>.png   a small PNG (the page's Open Graph image and its figure)
//
// Every request is recorded by site and kind (page or image), with when it started and ended,
// so the benchmark can tell how many ran at once to one site and in all, and how many a site
// received in any minute.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SiteRequest = {
  host: string;
  kind: 'page' | 'image' | 'other';
  /** performance.now() when the request arrived, and when its answer was sent (null: not yet). */
  start: number;
  end: number | null;
};

export type ImportBenchSite = {
  /** "127.0.2.N:port" for the N-th site the export links to. */
  importHosts: string[];
  /** The site a reader saves pages from by hand (not one of the export's). */
  saveHost: string;
  /** Every host:port above, for FETCH_ALLOW_PRIVATE_HOSTS. */
  allowList: string;
  /** Requests received so far, in order of arrival. */
  requests: SiteRequest[];
  /** The most requests of `kind` (all kinds when omitted) in flight at once: to one host, and in all. */
  maxInFlight(
    hosts: ReadonlySet<string>,
    kind?: SiteRequest['kind'],
  ): {
    perHost: number;
    total: number;
  };
  close(): Promise<void>;
};

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SENTENCES = [
  'The city council met on Tuesday to discuss the new budget, which sets aside more money for libraries and parks than any year before it.',
  'Researchers have long suspected that sleep helps the brain sort what it learned during the day, and a new study offers the clearest evidence yet.',
  'Nobody who worked on the project expected it to take four years, but every delay taught the team something it would need later.',
  'The recipe calls for very little: flour, water, salt and time, and the time matters more than anything else on the list.',
  'Critics were divided when the album came out, yet a decade later it is the record most of its listeners remember first.',
  'Engineers at the plant replaced the old turbines one at a time, so the lights in the valley never went out during the work.',
  'For most of the last century the river was too polluted to swim in; today children jump from the old railway bridge every summer.',
  'The trouble with most advice about productivity is that it assumes every day looks the same, and hardly anyone lives that way.',
  'Historians still argue about the letter, because the handwriting matches neither of the people who are said to have written it.',
  'When the storm finally passed, the fishermen counted their boats and found that every one of them had come home.',
  'The startup promised to make grocery delivery cheaper, but its margins depended on a kind of traffic that never arrived.',
  'A good map leaves things out on purpose, and deciding what to leave out is most of the mapmaker’s craft.',
  'Teachers in the district say the new schedule gives them time to plan together for the first time in years.',
  'The museum’s collection began with a single donated painting and now fills three buildings on both sides of the square.',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What a page carries besides its article (a site's inline CSS and scripts), about 22 KB. */
const STYLE = Array.from(
  { length: 160 },
  (_, i) =>
    `.c${i} .item-${i} > a:hover { color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; margin: ${i % 7}px ${i % 5}px; }`,
).join('\n');
const SCRIPT = Array.from(
  { length: 120 },
  (_, i) =>
    `window.__q = (window.__q || []).concat([{ slot: "ad-${i}", sizes: [[300, 250], [728, 90]], lazy: ${i % 2 === 0} }]);`,
).join('\n');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The article at /a/<slug>: its words depend on the slug, its shape is every page's. */
export function articleHtml(slug: string): string {
  const seed = hash(slug);
  const title = escapeHtml(slug.replace(/-\d+$/, '').replace(/-/g, ' '));
  const paragraphs = Array.from({ length: 12 }, (_, i) => {
    const words = [0, 1, 2, 3]
      .map((k) => SENTENCES[(seed + i * 5 + k * 3) % SENTENCES.length])
      .join(' ');
    return `<p>${words}</p>`;
  });
  paragraphs.splice(
    4,
    0,
    `<figure><img src="/images/${slug}.png" alt="A picture for ${title}" width="800" height="450"><figcaption>A picture that goes with the story.</figcaption></figure>`,
  );
  const nav = Array.from(
    { length: 24 },
    (_, i) => `<li><a href="/section/${i}">Section ${i}</a></li>`,
  ).join('');
  const related = Array.from(
    { length: 8 },
    (_, i) =>
      `<li><a href="/a/related-story-${(seed + i) % 997}">A related story, number ${i}</a></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | The Example Review</title>
<meta property="og:title" content="${title}"><meta property="og:image" content="/images/${slug}-cover.png">
<meta name="description" content="${escapeHtml(SENTENCES[seed % SENTENCES.length]!)}">
<style>${STYLE}</style><script>window.analytics = { page: "${slug}" };\n${SCRIPT}</script></head>
<body><header><a href="/">The Example Review</a><nav><ul>${nav}</ul></nav></header>
<main><article><h1>${title}</h1><p class="byline">By Ada Writer · 6 min read</p>${paragraphs.join('\n')}</article>
<aside class="related"><h2>Related</h2><ul>${related}</ul></aside>
<div class="newsletter"><p>Get our best stories every week. Subscribe to the newsletter.</p></div></main>
<footer><p>© 2026 The Example Review. All rights reserved.</p></footer></body></html>`;
}

/**
 * Starts the site on 127.0.1.1 (pages saved by hand) and on 127.0.2.1 … 127.0.2.`hosts` (the
 * export's sites), each address on a port of its own.
 */
export async function startImportBenchSite(options: {
  hosts: number;
  delayMs: number;
}): Promise<ImportBenchSite> {
  const requests: SiteRequest[] = [];
  const servers: http.Server[] = [];

  const listen = async (address: string, delay: number): Promise<string> => {
    const server = http.createServer((req, res) => {
      const host = `${address}:${(req.socket.address() as AddressInfo).port}`;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const kind: SiteRequest['kind'] = path.startsWith('/a/')
        ? 'page'
        : path.startsWith('/images/')
          ? 'image'
          : 'other';
      const request: SiteRequest = { host, kind, start: performance.now(), end: null };
      requests.push(request);
      res.on('close', () => (request.end = performance.now()));
      const answer = () => {
        if (kind === 'page') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(articleHtml(decodeURIComponent(path.slice(3))));
        } else if (kind === 'image') {
          res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' });
          res.end(PNG);
        } else {
          res.writeHead(404, { 'content-type': 'text/html' });
          res.end('<h1>Not found</h1>');
        }
      };
      // The export's sites answer pages after a delay, as real sites do; the site saved from by
      // hand answers at once, so a save's time is Canyon's own.
      if (kind === 'page' && delay > 0) setTimeout(answer, delay);
      else answer();
    });
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, address, resolve);
    });
    return `${address}:${(server.address() as AddressInfo).port}`;
  };

  const saveHost = await listen('127.0.1.1', 0);
  const importHosts: string[] = [];
  for (let n = 1; n <= options.hosts; n += 1)
    importHosts.push(await listen(`127.0.2.${n}`, options.delayMs));

  return {
    importHosts,
    saveHost,
    allowList: [saveHost, ...importHosts].join(','),
    requests,
    maxInFlight(hosts, kind) {
      // Requests still running count as running until now.
      const now = performance.now();
      const events = requests
        .filter((r) => hosts.has(r.host) && (kind === undefined || r.kind === kind))
        .flatMap((r) => [
          { at: r.start, host: r.host, delta: 1 },
          { at: r.end ?? now, host: r.host, delta: -1 },
        ]);
      // Ends before starts at the same instant: back-to-back requests did not overlap.
      events.sort((a, b) => a.at - b.at || a.delta - b.delta);
      const perHost = new Map<string, number>();
      let total = 0;
      let maxTotal = 0;
      let maxPerHost = 0;
      for (const e of events) {
        total += e.delta;
        const n = (perHost.get(e.host) ?? 0) + e.delta;
        perHost.set(e.host, n);
        maxTotal = Math.max(maxTotal, total);
        maxPerHost = Math.max(maxPerHost, n);
      }
      return { perHost: maxPerHost, total: maxTotal };
    },
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
