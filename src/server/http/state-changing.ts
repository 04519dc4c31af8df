/** Methods that change state; GET and HEAD never do (SECURITY.md §23). */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * OAuth providers may answer with a cross-site form post (Apple does). Better Auth's
 * callback only turns such a post into a GET redirect, where the state check happens, so
 * these paths are exempt from the same-origin and JSON-body rules.
 */
export function isOAuthCallbackPost(method: string, path: string): boolean {
  return method === 'POST' && /^\/api\/auth\/callback\/[\w-]+$/.test(path);
}

/**
 * Stripe's webhook is posted by Stripe's servers, never a page: it carries no Origin, and its
 * signature (checked by billing) is what makes it trustworthy.
 */
export function isSignedWebhookPost(method: string, path: string): boolean {
  return method === 'POST' && path === '/api/billing/webhook';
}

/**
 * An import's upload is the one multipart body Canyon takes (POST /api/imports): a file too
 * large for JSON. It still has to come from a Canyon page or carry a token (same-origin guard).
 */
export function isImportUpload(method: string, path: string, contentType: string): boolean {
  return (
    method === 'POST' && path === '/api/imports' && /^multipart\/form-data\b/i.test(contentType)
  );
}
