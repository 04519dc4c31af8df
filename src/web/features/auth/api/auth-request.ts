import { api } from '@/web/lib/api-client';

/**
 * A POST to one of Better Auth's endpoints under /api/auth, from this page's origin with a
 * JSON body (the server refuses anything else, SECURITY.md §23). The server answers every
 * failure there in Canyon's one error shape, so the api client reads it like any other.
 */
export function postAuth<T>(endpoint: string, body: Record<string, unknown> = {}): Promise<T> {
  return api.post<T>(`/api/auth${endpoint}`, body);
}
