// Small hand-written pages for extract-article-recovery.test.ts (issue #20, "no catastrophic
// pages"): each one reproduces one way the extractor used to lose an article that is fully
// present in the HTML.

/** Prose on a theme, `count` paragraphs of about 240 characters each. */
export function prose(count: number, theme = 'canyon'): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<p>Part ${i + 1} of the ${theme} story: the guides rowed through the morning, stopped on a gravel bar to scout the next rapid, and argued about the line until the light changed and the river made the choice for them.</p>`,
  ).join('');
}

export const INTRO =
  'The first boats left the put-in at dawn, and by noon the group had reached the narrows where the walls close in to a few metres.';

const HEAD = '<head><title>Down the canyon | River Notes</title></head>';

/** A story whose body a site split into sibling blocks sharing one meaningless class, ads between. */
export const SPLIT_BODY = `<!DOCTYPE html><html>${HEAD}<body>
<nav><a href="/">Home</a> <a href="/rivers">Rivers</a></nav>
<div class="wrap-x">
  <div class="row grid-a"><div class="col-x"><h1>Down the canyon</h1><p>${INTRO}</p></div></div>
  <div class="row grid-b"><div class="col-y"></div></div>
  <div class="row grid-a"><div class="col-x">${prose(10)}</div></div>
</div>
<footer><a href="/about">About</a></footer>
</body></html>`;

/** No html, head or body tags, and a line of server output before the markup. */
export const NO_SHELL = `Notice: undefined index "ref" in page.php on line 12
<title>Down the canyon</title>
<div class="story"><h1>Down the canyon</h1>${prose(6)}</div>`;

/** An empty comment written "<!-->" and a title never closed: neither may hide the article. */
export const DAMAGED_PROLOGUE = `<!DOCTYPE html><html><head><!--> <title>Down the canyon
<meta name="description" content="A trip down the canyon"></head>
<body><article><h1>Down the canyon</h1>${prose(6)}</article></body></html>`;

/**
 * The story's text components all carry one class whose tokens look like a consent banner's
 * ("cmp" stands for "component" here); the long one holds prose, the short one is still story.
 */
export const COMPONENT_CLASSES = `<!DOCTYPE html><html>${HEAD}<body>
<article><h1>Down the canyon</h1>
  <div class="cmp-text">${prose(8)}</div>
  <div class="cmp-text"><p>${INTRO}</p><p>${INTRO.replace('first', 'last')}</p></div>
</article></body></html>`;

/**
 * The story sits in a block named like a comment form, after a short introduction: the
 * cleanup of Readability's pick would keep only the introduction.
 */
export const ARTICLE_NAMED_LIKE_FURNITURE = `<!DOCTYPE html><html>${HEAD}<body>
<main>
  <p>${INTRO} ${INTRO} ${INTRO} ${INTRO}</p>
  <div class="respond"><h1>Down the canyon</h1>${prose(14)}</div>
</main></body></html>`;

/**
 * Readability's pick, where the whole story sits in a container that carries a share widget's
 * class, and a documentation-style section whose id starts with "sharing-"; a real share bar
 * stays furniture.
 */
export const STORY_IN_SHARE_CONTAINER = `<div class="story-wrap share-bar-parent">${prose(8)}
<section id="sharing-the-raft">${prose(8, 'raft')}</section>
<div class="share-bar"><a href="/s?fb">Facebook</a> <a href="/s?x">X</a></div></div>`;

/** A song's lyrics with a refrain of more than half of its text, and one pull quote. */
export const REFRAIN_PARAGRAPH =
  'Row on, row on, the canyon walls are singing and the river carries every boat back home.';
export const REFRAIN = `<p>The verse about the morning on the water, the long light, and the first rapid.</p>
<p>${REFRAIN_PARAGRAPH}</p><p>The verse about the portage and the heavy boats.</p>
<p>${REFRAIN_PARAGRAPH}</p><p>${REFRAIN_PARAGRAPH}</p><p>${REFRAIN_PARAGRAPH}</p>`;

const NAV = '<nav><a href="/">Home</a> <a href="/rivers">Rivers</a> <a href="/maps">Maps</a></nav>';

/**
 * The story's opening is shown and the rest waits behind a button, hidden three ways a page
 * hides it (the `hidden` attribute, an inline style, aria-hidden); a hidden menu and a hidden
 * notice stay out of the article.
 */
export function hiddenRest(hiding: string): string {
  return `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<div class="menu" hidden><a href="/a">Archive</a> <a href="/b">Subscribe</a></div>
<article><h1>Down the canyon</h1><p>${INTRO}</p>
  <div class="story-rest" ${hiding}>${prose(8)}</div>
  <button>Read more</button></article>
<div class="notice" style="display: none"><p>Your session has ended; sign in again to go on.</p></div>
<footer><a href="/about">About</a></footer></body></html>`;
}

/** A story that is mostly a table of readings, introduced by one paragraph. */
export const TABLE_ARTICLE = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<article><h1>River levels this week</h1><p>${INTRO}</p><table>
<tr><th>Gauge</th><th>Level</th><th>Trend</th></tr>
${Array.from({ length: 30 }, (_, i) => `<tr><td>Gauge ${i + 1} on the upper canyon reach</td><td>${i * 3} cm</td><td>rising slowly after the storm</td></tr>`).join('\n')}
</table></article><footer><a href="/about">About</a></footer></body></html>`;

/** A short post, and a long hidden block that is something else (a dialog of terms). */
export const SHORT_POST_HIDDEN_TERMS = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<article><h1>Down the canyon</h1><p>${INTRO}</p></article>
<div class="dialog" hidden><h2>Terms</h2>${prose(8, 'licence')
  .replaceAll('guides rowed through the morning', 'licensee may copy the service')
  .replaceAll('river', 'provider')}</div>
</body></html>`;

/** A story with formulas (MathML, MathJax's TeX) and an inline SVG icon inside its sentences. */
export const FORMULA_ARTICLE = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<article><h1>How much water</h1>${prose(3)}
<p>The flow is <math><semantics><mrow><mi>Q</mi><mo>=</mo><mi>v</mi><mi>A</mi></mrow>
<annotation encoding="application/x-tex">Q = vA</annotation></semantics></math> at every gauge,
and <script type="math/tex">v \\approx 2 \\text{ m/s}</script> in the narrows.</p>
<p>An icon <svg viewBox="0 0 10 10"><path d="M0 0L10 10"/></svg> marks each gauge on the map.</p>
${prose(3, 'gauge')}</article></body></html>`;

const notesItem = (i: number) =>
  `<li>Item ${i}: the build system now caches compiled modules between runs, and the test runner reports slow suites by name</li>`;
const notesList = (from: number) =>
  `<ul>${[0, 1, 2, 3, 4].map((k) => notesItem(from + k)).join('')}</ul>`;

/** The reader's comment below the notes: one long paragraph, no commas. */
export const NOTES_COMMENT =
  'The cache change saved us a lot of time on every build of our large project which now runs twice as fast as before. '.repeat(
    5,
  );

/**
 * Notes made of lists, not paragraphs, with meaningless class names: only the newsletter form's
 * label scores the notes' column for Readability, so with the small form left out the reader's
 * comment below wins, the whole notes between it and the headline.
 */
export const LIST_NOTES_WITH_FORM = `<!DOCTYPE html><html><head><title>Weekly notes</title></head><body>
<div class="k1"><div class="k2"><h1>Weekly notes, issue 12</h1>
<div class="k3"><h4>Build</h4>${notesList(1)}<h4>Tests</h4>${notesList(6)}<h4>Docs</h4>${notesList(11)}
<form class="k4" action="/subscribe"><p><label>Your email, if you like, and we will use it, only, to send you, by mail, the weekly notes</label></p><input type="email"></form>
</div></div>
<div class="k5"><ol><li><blockquote><p>${NOTES_COMMENT}</p></blockquote></li></ol></div>
</div></body></html>`;

/** Headline links of other trips: a column with more text than the story, none of it prose. */
export function otherTrips(count: number): string {
  return `<div class="col-b"><h3>More trips</h3><ul>${Array.from(
    { length: count },
    (_, i) =>
      `<li><a href="/trips/${i}">Another week on the water, day ${i + 1} of the trip</a></li>`,
  ).join('')}</ul></div>`;
}

/**
 * The story sits in a block whose class names a column and a photo widget
 * (`story-column social-photos`), after a one-paragraph introduction, on a page where a column
 * of links holds more text: the cleanup leaves the block out as furniture (less prose than it
 * keeps whatever the name says, a minor share of the page's text). Readability, for which
 * "column" outweighs "social", keeps it.
 */
export const STORY_IN_FURNITURE_NAMED_BLOCK = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<div class="col-a"><h1>Down the canyon</h1><p>${INTRO}</p>
<div class="story-column social-photos">${prose(4)}</div></div>
${otherTrips(60)}
<footer><a href="/about">About</a></footer></body></html>`;

/** A shop's product page: the description sits inside the order form, with the price. */
export const PRODUCT_IN_FORM = `<!DOCTYPE html><html><head><title>Canyon raft | River Shop</title></head>
<body>${NAV}<div class="product"><h1>Canyon raft</h1>
<p>${INTRO}</p><form class="order" action="/cart"><p>Price: 480.00 EUR, delivery in 10 to 14 days</p>
<label>Colour</label> <input name="colour"> <button>Add to cart</button>
${prose(3, 'raft')}</form></div>
${otherTrips(40)}
<footer><a href="/about">About</a></footer></body></html>`;

/**
 * A newsletter's page: the block the page marks as its main content holds only the greeting, and
 * the stories follow in blocks of their own.
 */
export const GREETING_MARKED_AS_CONTENT = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<div class="issue-top"><h1>River Notes, issue 40</h1>
<div id="main-content"><p>Welcome back to River Notes. ${INTRO}</p>
<p>Tell a friend who rows, and write to us with your stories from the water: the best of them open the next issue, with a photograph if you send one and a map of the reach.</p></div></div>
<div class="stories"><h2>The narrows</h2>${prose(5)}<h2>The portage</h2>${prose(5, 'portage')}</div>
<footer><a href="/about">About</a></footer></body></html>`;

/**
 * A short post, then a column of links, then a note about the blog in a block named like the
 * site's footer: that note is longer than the post but lies far from the headline.
 */
export const SHORT_POST_FAR_FROM_FOOTER_NOTE = `<!DOCTYPE html><html>${HEAD}<body>${NAV}
<article><h1>Down the canyon</h1><p>${INTRO}</p></article>
${otherTrips(40)}
<div class="page-footer-note">${prose(3, 'blog')}</div>
</body></html>`;
