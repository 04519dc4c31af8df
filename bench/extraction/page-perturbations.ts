// Damage done to a labelled page on purpose, the way real pages differ from the ones Canyon was
// tuned on (issue #20: hold on pages it was never tuned on). Each perturbation keeps the article
// text a browser would show and changes only what an extractor might lean on: the document shell,
// a clean prologue, meaningful class names, uninterrupted paragraphs, a flat layout.

export const PERTURBATIONS = {
  /** The page as labelled. */
  none: (html: string) => html,
  /** No doctype, `<html>`, `<head>` or `<body>` tags: the parser has to place everything. */
  'no-shell': (html: string) =>
    html.replace(/<!doctype[^>]*>/gi, '').replace(/<\/?(?:html|head|body)\b[^>]*>/gi, ''),
  /** A server warning printed before the doctype, as a PHP site does when a template fails. */
  'php-warning': (html: string) =>
    '<br />\n<b>Warning</b>:  Undefined variable $title in <b>/var/www/theme/header.php</b> on line <b>12</b><br />\n' +
    html,
  /** Every class and id replaced by a hash, as CSS modules and utility frameworks name things. */
  'hashed-names': (html: string) =>
    html.replace(
      /(\s(?:class|id)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi,
      (_match, attribute: string, double?: string, single?: string) =>
        `${attribute}"${(double ?? single ?? '').split(/\s+/).filter(Boolean).map(hashedName).join(' ')}"`,
    ),
  /** An advertisement after every third paragraph. */
  ads: (html: string) => {
    let paragraphs = 0;
    return html.replace(/<\/p>/gi, (end) =>
      ++paragraphs % 3 === 0 ? `${end}${ADVERTISEMENT}` : end,
    );
  },
  /** Each paragraph inside two wrapper divs, as page builders nest them. */
  'wrapped-paragraphs': (html: string) =>
    html.replace(/<p(?=[\s>])[^>]*>/gi, '<div><div>$&').replace(/<\/p>/gi, '</p></div></div>'),
} satisfies Record<string, (html: string) => string>;

export type PerturbationName = keyof typeof PERTURBATIONS;

const ADVERTISEMENT =
  '<div class="ad-slot"><span>Advertisement</span><a href="https://ads.example/click?id=1">' +
  '<img src="https://ads.example/banner.png" alt="">Shop the sale now</a></div>';

/** A stable, meaningless name for a class or id (FNV-1a), so no pattern of names survives. */
export function hashedName(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `c${(hash >>> 0).toString(36)}`;
}
