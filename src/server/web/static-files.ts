import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

type StaticFile = {
  type: string;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
};

/** The offline app's service worker (scripts/service-worker-build.ts writes it). */
const SERVICE_WORKER = 'sw.js';

/**
 * Hashed build output never changes under its name; everything else is revalidated, the
 * service worker above all, so a new version reaches readers on their next visit.
 */
function cacheControl(relativePath: string): string {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function preferredEncoding(c: Context): 'br' | 'gzip' | undefined {
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Every regular file under `root`, by its path relative to it with forward slashes. Symbolic
 * links are left out, so nothing outside the folder can be served. An absent folder has none.
 */
function listBuildFiles(root: string): Set<string> {
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        ),
    );
  } catch {
    return new Set();
  }
}

/**
 * Serves the built web app from `webDir`: files by path, and index.html for every other
 * GET outside /api so client routes load the app. The folder is listed once, at start-up:
 * only a path in that list is ever read, compressed and kept (the whole build is a few
 * hundred kilobytes), so what is remembered is bounded by the build, never by what visitors
 * ask for (SECURITY.md §39). A new build is served after a restart, as `npm start` does.
 */
export function serveWebApp(webDir: string): MiddlewareHandler {
  const root = path.resolve(webDir);
  const buildFiles = listBuildFiles(root);
  const loaded = new Map<string, StaticFile>();

  function load(relativePath: string): StaticFile | undefined {
    if (!buildFiles.has(relativePath)) return undefined;
    const cached = loaded.get(relativePath);
    if (cached) return cached;
    let body: Buffer;
    try {
      body = readFileSync(path.join(root, relativePath));
    } catch {
      return undefined; // removed since start-up
    }
    const type = MIME[path.extname(relativePath)] ?? 'application/octet-stream';
    const file: StaticFile = {
      type,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      file.gzip = gzipSync(body, { level: 9 });
      file.brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    }
    loaded.set(relativePath, file);
    return file;
  }

  function respond(c: Context, relativePath: string, file: StaticFile): Response {
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControl(relativePath),
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const encoding = preferredEncoding(c);
    const encoded = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : undefined;
    if (encoding && encoded) headers['Content-Encoding'] = encoding;
    const body = encoded ?? file.body;
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  }

  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api'
    ) {
      return next();
    }
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const file = requested ? load(requested) : undefined;
    if (file) return respond(c, requested, file);
    // A missing hashed asset is a real 404, not the app shell. So is a missing service worker:
    // browsers keep an installed one until its script answers 404, and never for an HTML page.
    if (requested.startsWith('assets/') || requested === SERVICE_WORKER) {
      return c.text('Not found', 404);
    }
    const index = load('index.html');
    if (!index) {
      return c.text(
        'The Canyon web app has not been built yet. Run `npm run build` (npm start does this for you).',
        503,
      );
    }
    return respond(c, 'index.html', index);
  };
}
