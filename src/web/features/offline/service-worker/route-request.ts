/** How the service worker answers one kind of request. */
export type OfflineRoute =
  /** Precached app files (hashed assets, icons, the theme script): cache first. */
  | { kind: 'shell' }
  /** A page of the app: the network first, the precached index.html when offline. */
  | { kind: 'navigation' }
  /** An article, a first list page or a record the shell starts with: network first. */
  | { kind: 'article' | 'library' }
  /** The session check, cached only as "there was a session" (never its token). */
  | { kind: 'session' }
  /** Article images: cache first; their bytes never change under a URL. */
  | { kind: 'image' };

type RequestShape = { url: string; method: string; mode: string };

const ARTICLE = /^\/api\/articles\/[^/]+$/;
const IMAGE = /^\/api\/(images\/[^/]+|articles\/[^/]+\/images\/[^/]+)$/;
/** Small records the dashboard needs before it can show anything. */
const SHELL_RECORDS = new Set(['/api/me', '/api/tags', '/api/save-settings']);

/**
 * Which strategy answers a request, or null to leave it to the browser: anything but GET, other
 * origins, sign-in and every other API route, and later pages of a list.
 */
export function routeRequest(request: RequestShape, origin: string): OfflineRoute | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const { pathname } = url;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (request.mode === 'navigate') return isApi ? null : { kind: 'navigation' };
  if (!isApi) return { kind: 'shell' };
  if (IMAGE.test(pathname)) return { kind: 'image' };
  if (ARTICLE.test(pathname)) return { kind: 'article' };
  if (pathname === '/api/articles' && !url.searchParams.has('cursor')) return { kind: 'library' };
  if (SHELL_RECORDS.has(pathname)) return { kind: 'library' };
  if (pathname === '/api/auth/get-session') return { kind: 'session' };
  return null;
}
