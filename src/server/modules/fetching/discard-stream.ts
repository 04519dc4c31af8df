import type { Readable } from 'node:stream';

/**
 * Destroys a stream we no longer want. undici's body reports its own destruction as an
 * "aborted" error event; nobody is listening any more, so swallow it rather than crash.
 */
export function discardStream(stream: Readable): void {
  stream.on('error', () => {});
  stream.destroy();
}
