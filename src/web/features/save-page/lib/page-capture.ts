/**
 * The /save side of the bookmarklet's hand-over (issue #12 protocol): ask the page that
 * opened this popup for its HTML, and accept it only from that window and the article's own
 * origin. A page that cut `window.opener`, or never answers, leaves the save to the server's
 * own fetch.
 */

/** How long the popup waits for the page before saving without it. */
export const CAPTURE_WAIT_MS = 1500;
/** The most of a captured page sent to the server, in characters. */
export const CAPTURED_HTML_MAX_CHARS = 2_000_000;

type Opener = Pick<Window, 'postMessage'>;

export function requestPageCapture({
  opener,
  pageUrl,
  target = window,
  waitMs = CAPTURE_WAIT_MS,
}: {
  opener: Opener | null;
  pageUrl: string;
  /** The window the answer arrives at (this popup). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  waitMs?: number;
}): Promise<string | undefined> {
  let origin: string;
  try {
    const url = new URL(pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(undefined);
    origin = url.origin;
  } catch {
    return Promise.resolve(undefined);
  }
  if (!opener) return Promise.resolve(undefined);

  return new Promise((resolve) => {
    const finish = (html: string | undefined) => {
      target.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(html);
    };
    function onMessage(event: MessageEvent) {
      if (event.source !== opener || event.origin !== origin) return;
      const data: unknown = event.data;
      if (
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === 'canyon:capture' &&
        'html' in data &&
        typeof data.html === 'string'
      ) {
        finish(data.html);
      }
    }
    target.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(undefined), waitMs);
    try {
      // Only a window showing the article's origin receives the request.
      opener.postMessage({ type: 'canyon:capture-request' }, origin);
    } catch {
      finish(undefined);
    }
  });
}

/** Cuts a captured page to the size the save sends, at the end of a tag. */
export function cutCapturedHtml(html: string, max = CAPTURED_HTML_MAX_CHARS): string {
  if (html.length <= max) return html;
  const head = html.slice(0, max);
  const lastTagEnd = head.lastIndexOf('>');
  return lastTagEnd >= 0 ? head.slice(0, lastTagEnd + 1) : head;
}
