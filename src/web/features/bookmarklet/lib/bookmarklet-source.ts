/**
 * The "Save to Canyon" bookmarklet, as the `javascript:` URL a reader keeps in their bookmarks.
 *
 * It runs inside someone else's page, under that page's Content-Security-Policy and in any
 * browser a reader may have, so it is written in plain ES5, loads nothing, never evaluates or
 * injects script, and styles its one notification through `element.style` (which style-src
 * does not govern). What it does is fixed by the issue #12 protocol:
 * - refuses pages that are not http(s) and Canyon's own pages, with a notice for 4 s;
 * - opens Canyon's /save page in a popup with the page's URL, title, selection and referrer;
 * - hands that popup the page's HTML once, when it asks, checking both origin and window.
 */

/** How long the in-page notification stays (spec §9, bookmarklet notifications). */
export const NOTICE_MS = 4000;
/** The page's HTML handed to Canyon is cut to this many characters. */
export const CAPTURE_MAX_CHARS = 4_000_000;
/** After this the bookmarklet stops waiting for the popup to ask for the page. */
export const CAPTURE_LISTEN_MS = 10 * 60 * 1000;
/** A selection longer than this is cut, so the popup's address stays a sensible length. */
export const SELECTION_MAX_CHARS = 5000;

export const NOTICES = {
  notWebPage:
    'Canyon can only save web pages. Open an article whose address starts with http or https, then click Save to Canyon again.',
  onCanyon:
    'You are already on Canyon. Use Save to Canyon on the page of the article you want to save.',
  popupBlocked:
    'Canyon could not open its window. Allow pop-ups for this site in your browser, then click Save to Canyon again.',
} as const;

// The notification: readable on any page, above everything, out of the way of the content.
const NOTICE_STYLE: Record<string, string> = {
  position: 'fixed',
  top: '16px',
  right: '16px',
  zIndex: '2147483647',
  maxWidth: '340px',
  margin: '0',
  padding: '12px 16px',
  background: '#1c1917',
  color: '#fafaf9',
  border: '2px solid #f59e0b',
  borderRadius: '10px',
  boxShadow: '0 8px 24px rgba(0,0,0,.25)',
  font: '500 14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  textAlign: 'left',
};

/** The bookmarklet's code (not yet a URL), for the Canyon served at `canyonOrigin`. */
export function bookmarkletCode(canyonOrigin: string): string {
  const origin = new URL(canyonOrigin).origin;
  const q = JSON.stringify;
  const styles = Object.entries(NOTICE_STYLE)
    .map(([property, value]) => `s.${property}=${q(value)};`)
    .join('');
  return [
    '(function(){',
    `var C=${q(origin)},w=window,d=document,l=w.location;`,
    'function n(m){',
    "var e=d.createElement('div'),s=e.style;",
    "e.setAttribute('role','status');e.textContent=m;",
    styles,
    '(d.body||d.documentElement).appendChild(e);',
    `setTimeout(function(){if(e.parentNode){e.parentNode.removeChild(e);}},${NOTICE_MS});`,
    '}',
    `if(String(l.href).indexOf('http')!==0){n(${q(NOTICES.notWebPage)});return;}`,
    `if(l.protocol+'//'+l.host===C){n(${q(NOTICES.onCanyon)});return;}`,
    "var t=w.getSelection?String(w.getSelection()):'';",
    `if(t.length>${SELECTION_MAX_CHARS}){t=t.slice(0,${SELECTION_MAX_CHARS});}`,
    'var u=C+"/save?url="+encodeURIComponent(l.href)+"&title="+encodeURIComponent(d.title||"")',
    '+"&selectedText="+encodeURIComponent(t)+"&source=bookmarklet&referrer="+encodeURIComponent(d.referrer||"");',
    "var p=w.open(u,'canyon-save','popup,width=480,height=640');",
    `if(!p){n(${q(NOTICES.popupBlocked)});return;}`,
    'var k;',
    "function x(){w.removeEventListener('message',r);clearTimeout(k);}",
    'function r(v){',
    "if(v.origin!==C||v.source!==p||!v.data||v.data.type!=='canyon:capture-request'){return;}",
    'x();',
    'var h=d.documentElement.outerHTML;',
    `if(h.length>${CAPTURE_MAX_CHARS}){h=h.slice(0,${CAPTURE_MAX_CHARS});}`,
    "p.postMessage({type:'canyon:capture',url:l.href,html:h},C);",
    '}',
    "w.addEventListener('message',r);",
    `k=setTimeout(x,${CAPTURE_LISTEN_MS});`,
    '})();',
  ].join('');
}

/** The bookmarklet as a `javascript:` URL, for the link readers drag to their bookmarks bar. */
export function bookmarkletSource(canyonOrigin: string): string {
  // Encoded, so no character of the code is read as part of a URL (%, #, spaces).
  return `javascript:${encodeURIComponent(bookmarkletCode(canyonOrigin))}`;
}
