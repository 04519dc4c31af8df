// Pages of the fixture site (fixture-site.ts) for the bookmarklet's tests: one written by script
// after it loads, so a copy fetched by the server reads differently from the reader's; and one
// that cuts `window.opener` from any window it opens, so only the server's fetch can save it.

export type BookmarkletPage = {
  path: string;
  title: string;
  /** Text only a server-side fetch sees (the page as served). */
  servedText: string;
  /** Text only the reader's browser sees (written by the page's script), if any. */
  scriptText?: string;
};

const FILLER = [
  'Reading slowly is a skill like any other. It grows with practice, and it withers when every page is a stream of headlines competing for the next glance.',
  'A page kept for later is a promise to one’s future self: that there will be a quiet hour, and that this piece deserves it more than the hundred others that scrolled past.',
  'The best articles survive the wait. Their arguments still hold a week later, their details still surprise, and the reader comes to them with a clearer head.',
];

const paragraphs = (lead: string) => [lead, ...FILLER].map((text) => `<p>${text}</p>`).join('');

export const BOOKMARKLET_PAGES = {
  scriptWritten: {
    path: '/bookmarklet/written-by-script',
    title: 'Letters From the Lighthouse',
    servedText: 'This copy of the page is what a server sees before any script has run.',
    scriptText: 'The keeper wrote these letters by lamplight, and only a browser can read them.',
  },
  noOpener: {
    path: '/bookmarklet/no-opener',
    title: 'A Page That Keeps to Itself',
    servedText: 'This page cuts every window it opens loose, so Canyon fetches it on its own.',
  },
} satisfies Record<string, BookmarkletPage>;

function html(page: BookmarkletPage): string {
  const article = (lead: string) =>
    `<h1>${page.title}</h1><p class="byline">By the Harbour Desk</p>${paragraphs(lead)}`;
  // The script replaces the served article once the page has loaded.
  const script = page.scriptText
    ? `<script>window.addEventListener('load', function () {
  document.querySelector('article').innerHTML = ${JSON.stringify(article(page.scriptText))};
});</script>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${page.title}</title></head>
<body><main><article>${article(page.servedText)}</article></main>${script}</body></html>`;
}

/** The response for a bookmarklet test page at `path`, if it is one. */
export function bookmarkletPageResponse(
  path: string,
): { headers: Record<string, string>; body: string } | undefined {
  const page = Object.values(BOOKMARKLET_PAGES).find((candidate) => candidate.path === path);
  if (!page) return undefined;
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
  // Puts any window this page opens in a browsing context group of its own: no opener link.
  if (page === BOOKMARKLET_PAGES.noOpener) headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  return { headers, body: html(page) };
}
