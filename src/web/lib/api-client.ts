/**
 * The one way the web app talks to the Canyon server: JSON in, JSON out, the session cookie
 * sent along, and every failure turned into an ApiError carrying the server's
 * `{"error":{"message","code"}}` body (DESIGN.md §4).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, server down). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** Dispatched on window when a request got no answer; the offline indicator listens. */
export const NETWORK_FAILURE_EVENT = 'canyon:network-failure';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function isErrorBody(value: unknown): value is { error: { message?: unknown; code?: unknown } } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof value.error === 'object' &&
    value.error !== null
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed answer, from its `{"error":{"message","code"}}` body. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isErrorBody(body)) {
    const message =
      typeof body.error.message === 'string' && body.error.message
        ? body.error.message
        : `Request failed (${response.status})`;
    const code = typeof body.error.code === 'string' ? body.error.code : `HTTP_${response.status}`;
    return new ApiError(response.status, code, message);
  }
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    `Request failed (${response.status})`,
  );
}

/** A request that got no answer: tells the offline indicator, and gives the error to throw. */
export function networkFailure(): ApiError {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NETWORK_FAILURE_EVENT));
  return new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    // An abort is the caller's decision (e.g. TanStack Query cancelling), not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }

  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, undefined, options),
};
