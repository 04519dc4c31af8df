// Layout blocks that the article allowlist (article-html-policy.ts) leaves out are unwrapped by
// the sanitizer, so the text of one would run into the next (`<center>Did you know?</center>
// <center>We published…</center>` read "know?We"), though the plain text keeps them apart.
// Each becomes a <div>, which shows it as the same block and carries no attribute of its own.

export const UNLISTED_BLOCKS_AS_DIVS: Record<string, string> = {
  center: 'div',
  header: 'div',
  footer: 'div',
  nav: 'div',
  aside: 'div',
  main: 'div',
};
