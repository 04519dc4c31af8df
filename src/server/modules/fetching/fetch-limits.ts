// Spec §7/§9 limits for fetching a page, and how Canyon introduces itself to the sites it fetches.

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_HTML_BYTES = 2_000_000;
export const MAX_REDIRECTS = 5;

/** Honest: says what is fetching, in the form crawlers use so sites can recognise and allow it. */
export const CANYON_USER_AGENT = 'Mozilla/5.0 (compatible; Canyon/0.1; self-hosted read-later app)';
