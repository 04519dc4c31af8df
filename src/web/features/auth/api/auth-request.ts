import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api-client';

// Better Auth answers /api/auth/* with `{code, message}` at the top level rather than Canyon's
// `{error: {code, message}}`; this reads both, so every sign-in failure is an ApiError.

type ErrorFields = { code?: unknown; message?: unknown };

function errorFields(body: unknown): ErrorFields {
  if (typeof body !== 'object' || body === null) return {};
  const inner = (body as { error?: unknown }).error;
  return typeof inner === 'object' && inner !== null
    ? (inner as ErrorFields)
    : (body as ErrorFields);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A POST to one of Better Auth's endpoints under /api/auth, from this page's origin with a
 * JSON body (the server refuses anything else, SECURITY.md §23).
 */
export async function postAuth<T>(
  endpoint: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${endpoint}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Network error');
  }
  const data = await readBody(response);
  if (response.ok) return data as T;

  const { code, message } = errorFields(data);
  throw new ApiError(
    response.status,
    typeof code === 'string' && code ? code : `HTTP_${response.status}`,
    typeof message === 'string' && message ? message : `Request failed (${response.status})`,
  );
}
