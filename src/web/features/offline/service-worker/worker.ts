// Canyon's service worker (built to /sw.js by scripts/service-worker-build.ts). Spec: "A
// background worker is registered at load"; docs/decisions/012-offline-app.md explains the
// choices. It runs in the worker's global scope, whose types the web project does not load, so
// the few event shapes it uses are declared here.
import {
  API_CACHES,
  deleteApiCaches,
  SHELL_CACHE_PREFIX,
} from '@/web/features/offline/service-worker/cache-names';
import { routeRequest } from '@/web/features/offline/service-worker/route-request';

/** Replaced at build time: every file of the build with a revision, and the build's version. */
declare const __CANYON_PRECACHE__: readonly { url: string; revision: string | null }[];
declare const __CANYON_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
/** Static routing (Chromium 123+; absent elsewhere): rules the browser applies without us. */
type RouterCondition = { requestMethod?: string; not?: RouterCondition };
type InstallEvent = ExtendableEvent & {
  addRoutes?(rules: { condition: RouterCondition; source: 'network' }[]): Promise<void>;
};
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__CANYON_VERSION__}`;
const INDEX_URL = '/index.html';

/** Bounds of the reader's caches: the newest entries stay, the oldest go first. */
const LIMITS = {
  [API_CACHES.articles]: { maxEntries: 200, maxAgeDays: 60 },
  [API_CACHES.library]: { maxEntries: 50, maxAgeDays: 60 },
  [API_CACHES.images]: { maxEntries: 600, maxAgeDays: 60 },
} as const;
const STORED_AT = 'x-canyon-stored-at';
const DAY_MS = 86_400_000;

/** A cache key that changes with the file's content, for files whose name does not. */
const precacheUrl = ({ url, revision }: { url: string; revision: string | null }) =>
  revision ? `${url}?__rev=${revision}` : url;
const precacheByUrl = new Map(__CANYON_PRECACHE__.map((entry) => [entry.url, entry]));

scope.addEventListener('install', (event) => {
  // Writes go straight to the network, never through this worker (routeRequest leaves them
  // alone anyway). Merely dispatching the fetch event loses a keepalive request sent as the
  // page unloads (the reading position saved on pagehide): the page is gone before the
  // worker hands the request back. A browser without static routing still dispatches it.
  const routes = event.addRoutes?.([
    { condition: { not: { requestMethod: 'GET' } }, source: 'network' },
  ]);
  event.waitUntil(
    (async () => {
      // Rules this browser cannot read are no reason to refuse the worker.
      await routes?.catch(() => undefined);
      const cache = await caches.open(SHELL_CACHE);
      await Promise.all(
        __CANYON_PRECACHE__.map(async (entry) => {
          const response = await fetch(entry.url, {
            cache: 'no-cache',
            credentials: 'same-origin',
          });
          if (!response.ok) throw new Error(`Precaching ${entry.url} failed (${response.status})`);
          await cache.put(precacheUrl(entry), response);
        }),
      );
      // A new version takes over at once; the page reloads at a safe moment (register.ts).
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await scope.clients.claim();
    })(),
  );
});

// The page asks for this on sign-out, besides deleting the caches itself (cache-names.ts).
scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'canyon:clear-reader-data') event.waitUntil(deleteApiCaches(caches));
});

scope.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, scope.location.origin);
  if (!route) return;
  const { request } = event;
  switch (route.kind) {
    case 'shell':
      event.respondWith(fromShell(request));
      break;
    case 'navigation':
      event.respondWith(navigation(request));
      break;
    case 'article':
      event.respondWith(networkFirst(request, API_CACHES.articles));
      break;
    case 'library':
      event.respondWith(networkFirst(request, API_CACHES.library));
      break;
    case 'session':
      event.respondWith(session(request));
      break;
    case 'image':
      event.respondWith(cacheFirst(request, API_CACHES.images));
      break;
  }
});

async function fromShell(request: Request): Promise<Response> {
  const entry = precacheByUrl.get(new URL(request.url).pathname);
  if (entry) {
    const cached = await caches.match(precacheUrl(entry), { cacheName: SHELL_CACHE });
    if (cached) return cached;
  }
  return fetch(request);
}

/** Pages always come from the server when it answers, so a reload never shows stale code. */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const entry = precacheByUrl.get(INDEX_URL);
    const shell = entry && (await caches.match(precacheUrl(entry), { cacheName: SHELL_CACHE }));
    if (shell) return shell;
    throw error;
  }
}

async function networkFirst(request: Request, cacheName: keyof typeof LIMITS): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached && !isExpired(cached, cacheName)) return cached;
    throw error;
  }
  await remember(request, response, cacheName);
  return response;
}

async function cacheFirst(request: Request, cacheName: keyof typeof LIMITS): Promise<Response> {
  const cached = await caches.match(request, { cacheName });
  if (cached && !isExpired(cached, cacheName)) return cached;
  const response = await fetch(request);
  await remember(request, response, cacheName);
  return response;
}

/**
 * Better Auth's session check answers with the session's token. Only "there is a session" is
 * kept (the page checks no more when offline); a signed-out answer removes it.
 */
async function session(request: Request): Promise<Response> {
  const cache = await caches.open(API_CACHES.library);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
  if (response.ok) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (body) await cache.put(request, json({ offline: true }));
    else await cache.delete(request);
  }
  return response;
}

/** Keeps a good answer; a 401 means the session ended, so the reader's data goes. */
async function remember(request: Request, response: Response, cacheName: keyof typeof LIMITS) {
  if (response.status === 401) {
    await deleteApiCaches(caches);
    return;
  }
  // Only a 200 is kept: a 204 (an image that could not be fetched) has no body to keep, and a
  // Response built with one throws, which would fail the reader's request instead.
  if (response.status !== 200) return;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  const stored = new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  const cache = await caches.open(cacheName);
  await cache.put(request, stored);
  await trim(cache, LIMITS[cacheName].maxEntries);
}

/** Cache Storage lists keys in insertion order, and put() re-inserts: oldest first. */
async function trim(cache: Cache, maxEntries: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)),
  );
}

function isExpired(response: Response, cacheName: keyof typeof LIMITS): boolean {
  const storedAt = Number(response.headers.get(STORED_AT));
  return !storedAt || Date.now() - storedAt > LIMITS[cacheName].maxAgeDays * DAY_MS;
}

function json(value: unknown): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
