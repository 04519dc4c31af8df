// Bounds on what one saved article can make Canyon fetch and keep (issue #11 item 9).

/** Each picture, after decompression; a larger one is refused while it streams in. */
export const MAX_IMAGE_BYTES = 5_000_000;
/** Images fetched from an article's body, in document order; the Open Graph image comes on top. */
export const MAX_IMAGES_PER_ARTICLE = 30;
/** All pictures of one article together; images past it are not fetched. */
export const MAX_IMAGE_BYTES_PER_ARTICLE = 40_000_000;
/** Longer source URLs are not fetched (and are not worth a database row). */
export const MAX_IMAGE_URL_LENGTH = 2048;
/** Each picture, every redirect and the whole body included. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
/** Image jobs one process runs at once; readers' requests may fetch as many again besides. */
export const IMAGE_FETCH_CONCURRENCY = 2;
/** Background image fetches to one host at once, per process (a reader's own request is not held). */
export const IMAGE_FETCHES_PER_HOST = 1;
/**
 * Readers' requests waiting in one process (more are answered 'busy'); also the most images left
 * pending without a job that one start-up queues (the rest are fetched when viewed).
 */
export const MAX_QUEUED_IMAGES = 500;
/** How long a reader's request for a picture not fetched yet waits for it. */
export const ON_DEMAND_WAIT_MS = 20_000;
/** Contents no article shows any more, removed with their pictures at each start-up (the rest next time). */
export const UNSHOWN_CONTENTS_PER_START = 500;
