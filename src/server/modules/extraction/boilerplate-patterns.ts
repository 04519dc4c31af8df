// What reader-hostile boilerplate looks like, as class/id tokens and as visible text.
// These are generic publishing conventions (WordPress, Blogger, Disqus, share plugins, cookie
// and paywall banners), not rules for particular sites.

import { NameVerdicts } from './name-verdicts';

// Class/id token patterns, written with `<` and `>` for "token starts" and "token ends", so the
// same list compiles into a per-token test and into a test over a whole class+id string.
export const BOILERPLATE_NAME_SOURCES: readonly string[] = [
  // comment threads and comment forms (but not "commentary")
  '<comments?>',
  '<comment(?!ary|ator)[-_a-z0-9]*>',
  '<(?:post|entry|article|blog|user|reader|fb|facebook|livefyre|disqus|dsq|wp)[-_]?comments?(?:[-_]\\S*)?>',
  '<(?:respond|replies|reply-?form|trackbacks?|pingbacks?|disqus[-_a-z0-9]*|dsq-[-_a-z0-9]*|idc-[-_a-z0-9]*|livefyre)>',
  // share and social widgets
  '(?:<|[-_])(?:share|shares|sharing|sharethis|shareaholic|sharedaddy|sharebar|sociable|addthis|addtoany|a2a|social|socials|tweet|tweetmeme|retweet|fb-like|facebook-like|plusone|g-plusone|pinit|linkedin-share|email-share|print-share)(?:[-_]|>)',
  // related / recommended content
  '(?:<|[-_])(?:related|relatedposts|yarpp|recommended|recommendations|recirc|recirculation|more-stories|more-articles|you-may-like|also-read|read-next|read-more-links|outbrain|taboola|zergnet|popular-posts|most-popular|most-read|trending|linkwithin|recent[-_]?(?:posts|articles|stories|entries|news)|(?:more|other)[-_]?(?:posts|articles|stories))(?:[-_]|>)',
  // newsletter, subscription and sign-up prompts
  '(?:<|[-_])(?:newsletter|newsletters|subscribe|subscription|subscriptions|signup|sign-up|mailing-list|mailinglist|optin|opt-in|email-capture|membership-prompt)(?:[-_]|>)',
  // paywalls, cookie and consent banners, modals
  '(?:<|[-_])(?:paywall|regwall|meter|metered|piano|tp-modal|cookie|cookies|cookiebar|cookie-banner|consent|gdpr|cmp|modal|interstitial)(?:[-_]|>)',
  // site furniture
  '<(?:nav|navbar|navigation|menu|breadcrumbs?|pagination|pager|sidebar|side-bar|widget-area|footer|site-footer|masthead|skip-link|skiplink|toolbar|topbar|header-nav|site-nav|utility-bar)>',
  '(?:<|[-_])(?:sidebar|breadcrumbs?|skip-?link|widget-area|site-footer|global-footer|page-footer)(?:[-_]|>)',
  // advertising
  '<(?:ad|ads|adv|advert|adverts|advertisement|advertising|adsense|adslot|ad-slot|ad-unit|adunit|ad-container|ad-wrapper|dfp|sponsor|sponsored|sponsors|promo|promos|promotion)>',
  '<(?:ad|ads|advert|dfp|gpt|google-ad|googlead|adsense)[-_]\\S*>',
  '(?:<|[-_])(?:advertisement|advertising|adsbygoogle|sponsored-content|promoted-content)(?:[-_]|>)',
  // author bio boxes under a post
  '(?:<|[-_])(?:author[-_]?(?:box|bio|info|block|details|profile|card|about|wrap|wrapper|description)|about[-_]?(?:the[-_]?)?author|authorbio|bio[-_]?box|author[-_]?bio[-_]?box)(?:[-_]|>)',
  // post metadata blocks that hold tags, categories and "posted in" lines
  '<(?:postmetadata|post-?meta|entry-?meta|entry-utility|entry-footer|post-footer|post-tags|entry-tags|tag-?list|tags|tagcloud|tag-cloud|categories|post-categories|byline-share|author-box|about-author|author-bio|authorbox|post-navigation|post-nav|nav-links|nav-previous|nav-next|navigation-links|prev-next|previous-next)>',
];

function compileNames(tokenStart: string, tokenEnd: string): RegExp {
  const source = BOILERPLATE_NAME_SOURCES.map((s) =>
    s.replace(/</g, tokenStart).replace(/>/g, tokenEnd),
  );
  return new RegExp(source.join('|'), 'i');
}

/**
 * A class or id token that names a boilerplate block. Matched against each token separately,
 * so `category-comments` on a WordPress post wrapper never matches (see IGNORED_TOKEN).
 */
export const BOILERPLATE_TOKEN = compileNames('^', '$');

/**
 * Whether any token of a whole `class`/`id` string could be a BOILERPLATE_TOKEN (a quick pre-test).
 * compileNames('(?:^|\\s)', '(?=\\s|$)') would say the same, but every one of its ~150 names is
 * tried at every character: here a name is tried only after a space, `-` or `_` (or at the
 * start), and a name that must start a token looks back to see that what came before was not
 * `-` or `_`. Twice as fast on Dragnet's class and id names, with the same answers.
 */
export const BOILERPLATE_IN_NAMES = new RegExp(
  `(?:^|[\\s_-])(?:${BOILERPLATE_NAME_SOURCES.map(afterTokenStart).join('|')})`,
  'i',
);

/** A name source with its token start already consumed: after a space, `-` or `_`, or at the start. */
function afterTokenStart(source: string): string {
  const withinToken = '(?:<|[-_])';
  const inside = source.startsWith(withinToken);
  const rest = source.slice(inside ? withinToken.length : 1);
  if ((!inside && !source.startsWith('<')) || rest.includes('<'))
    throw new Error(`unexpected name source: ${source}`);
  return `${inside ? '' : '(?<![-_])'}${rest.replace(/>/g, '(?=\\s|$)')}`;
}

/**
 * Tokens that describe the page or post rather than a block (WordPress body/post classes such as
 * `category-news`, `tag-travel`, `author-admin`). Block names that merely start the same way
 * (`author-bio`, `author-box`, `tag-list`, `tags-cloud`) are not ignored.
 */
export const IGNORED_TOKEN =
  /(?:^|[-_])(?:category|categories|type|format|status|postid|page-id|page-template)[-_]|(?:^|[-_])(?:tags?|author)[-_](?!(?:box|bio|info|block|details|profile|card|about|wrap|wrapper|description|list|cloud|links)(?:[-_]|$))|^(?:single|has|no|is|with)-|^(?:hentry|post|single|page)$|-(?:open|closed|enabled|disabled)$/i;

const COMMENT_TOKEN =
  /^comments?$|^comment(?!ary|ator)|comments?(?:[-_]|$)|^(?:respond|replies|disqus|dsq-|idc-)/i;

export type BoilerplateKind = 'comments' | 'furniture' | null;

/**
 * Verdicts on names already seen (name-verdicts.ts). Each name is judged three times
 * (prepare-html, cleanPage, the article cleanup); the pre-test alone is a regex of some 150
 * names. More than half the names of Dragnet's pages were seen on an earlier page.
 */
const kindOfNames = new NameVerdicts<BoilerplateKind>(judgeNames);

/** Empties the kept verdicts (tests; the store bounds itself). */
export function forgetNameVerdicts(): void {
  kindOfNames.clear();
}

/** What a block's class and id names say about it: part of a comment thread, other furniture, or nothing. */
export function boilerplateKindOfNames(names: string): BoilerplateKind {
  return names.length < 2 ? null : kindOfNames.of(names);
}

function judgeNames(names: string): BoilerplateKind {
  if (!BOILERPLATE_IN_NAMES.test(names)) return null;
  let kind: BoilerplateKind = null;
  for (const token of names.split(/\s+/)) {
    if (!token || IGNORED_TOKEN.test(token) || !BOILERPLATE_TOKEN.test(token)) continue;
    if (COMMENT_TOKEN.test(token)) return 'comments';
    kind = 'furniture';
  }
  return kind;
}

/** ARIA roles of page furniture. */
export const BOILERPLATE_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'dialog',
  'alertdialog',
  'menu',
  'menubar',
  'toolbar',
  'tablist',
]);

/** Elements that are page furniture wherever they appear. */
export const BOILERPLATE_TAGS = new Set(['nav', 'aside', 'footer', 'dialog', 'menu']);

/** Form controls: never article text, and SECURITY.md 15 removes them anyway. */
export const CONTROL_TAGS = new Set([
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'progress',
  'meter',
  'keygen',
]);

// The spec's "text patterns": a short block whose whole text is one of these is boilerplate.
const WIDGET_TEXT = [
  // sharing
  'share( (this|on|via)( (article|story|post|page|facebook|twitter|email|linkedin|pinterest|whatsapp))*)?',
  'tweet( this)?',
  '(facebook|twitter|linkedin|pinterest|reddit|email|e-mail|whatsapp|print|pin it|like|google\\+?|stumbleupon|digg|delicious)( this)?',
  'click to (share|email|print|tweet)( .{0,40})?',
  '(follow|like|join) us( on .{0,40})?',
  // subscription and newsletters
  '(subscribe|sign[- ]?up|register)( (now|today|here|for free))?( (to|for) (our|the) (free )?(daily |weekly )?(newsletter|newsletters|emails?|updates|podcast|rss feed|feed)[^.]{0,60})?',
  'subscribe to (our |the )?(rss|feed|newsletter|comments|posts|channel)[^.]{0,60}',
  '(get|receive) (our|the) (latest|best|top)? ?(news|stories|articles|headlines|updates)[^.]{0,60}(inbox|email)[^.]{0,20}',
  '(enter|your) (your )?e-?mail( address)?[^.]{0,40}',
  '(subscribe|sign[- ]?up)( to| for)? (the |our )?[^.]{0,40}newsletter[^]{0,160}',
  'if you (enjoyed|liked|found) this (post|article|story)[^]{0,160}',
  '(subscribe|sign[- ]?up) (to|for) [^.!?]{1,50}',
  '([^.!?]{0,80}[.!?] )?(subscribe|sign[- ]?up) (to|for) [^.]{0,60}\\b(newsletters?|(e-?mail|free|daily|weekly) updates|rss( feed)?|feed|inbox)\\b[^]{0,160}',
  '([^.!?]{0,80}[.!?] )?(get|join|sign up|subscribe)\\b[^.!?]{0,80}\\b(right|straight|directly|delivered) (to|in) your inbox[^]{0,120}',
  // paywalls and logins
  '(already (a )?(subscriber|member|registered)|not a subscriber|become a (subscriber|member))[^.]{0,80}',
  '(subscribe|log ?in|sign ?in|register) to (continue|keep) reading[^.]{0,80}',
  '(to continue reading|continue reading (this|the) (article|story)),?[^.]{0,80}',
  'this (article|story|content) is (only )?(available|reserved|exclusive) (to|for) (subscribers|members)[^.]{0,80}',
  "you('ve| have) (reached|read) (your|the) (limit|maximum)[^.]{0,80}",
  '(log ?in|sign ?in|log ?out|register)( or (register|sign ?up))?( to (comment|reply|post a comment))?',
  // cookies
  '(we|this (site|website)) uses? cookies[^]{0,200}',
  '(accept|allow|reject|manage) (all )?cookies',
  // related content and navigation
  '(related|recommended|popular|trending|more|similar|latest)( (posts?|articles?|stories|content|reading|links|videos|news|from .{0,40}))?:?',
  'you (may|might) (also )?(like|enjoy|be interested in)[^.]{0,40}',
  '(read|see) (more|also|next)( (from|on|about) .{0,40})?:?',
  '(continue reading|read (the )?(full|rest of|entire) (article|story|post))[^.]{0,40}',
  '(previous|next|older|newer) (post|article|story|entry|page)s?[^]{0,120}',
  '(«|‹|<)? ?(previous|prev|next|older|newer)( (post|entry|article|page))? ?(»|›|>)?',
  // comment furniture
  '(\\d+ |no |one )?(comments?|responses?|replies|reactions)( so far)?:?',
  '(leave|post|add|write) a (comment|reply|response)( below| here| now)?',
  '(comments?|commenting) (are|is) (closed|disabled)[^.]{0,40}',
  'be the first to (comment|reply)( on this (post|article|story))?',
  'show (all )?comments?',
  '(jump|skip) to (the )?comments',
  'no comments( yet)?',
  'you can follow any responses to this (entry|post)[^]{0,200}',
  // post furniture
  '(posted|filed|published) (in|under)[^]{0,160}',
  '(tags?|tagged|categories|category|topics?|filed under)( with)?:[^]{0,200}',
  'permalink',
  'print( this)?( (article|story|page))?',
  'e-?mail( this)?( (article|story|page|to a friend))?',
  'advertisement|sponsored( content)?|ad|ads|promoted|paid content',
  'back to top',
  // photo galleries and video players
  '\\d{1,3} of \\d{1,3}',
  '(click|tap) (here )?to (enlarge|zoom|view (larger|full[- ]size))[^.]{0,30}',
  '[^.]{0,120}\\bview (full[- ]size|larger( image)?)',
  '(‹|«|<)? ?back to (the )?(story|article|post|gallery)',
  '(jump|skip) to:?',
  'photos? of the day',
  '(write|add|post) (a )?comment|comment on facebook',
  'explore related topics:[^]{0,200}',
  '(copyright|©|\\(c\\))[^]{0,200}',
  // "Site © 2012 …": a copyright line with a year, after at most a short site name
  '[^.©]{0,40}(©|\\(c\\)|copyright) ?(©|\\(c\\))? ?(\\d{4})[^]{0,200}',
  // "(c) 2012 Blog name | powered by WordPress", "Powered by Movable Type."
  '([^|]{0,80}\\| ?)?(proudly )?powered by [^.|]{0,30}\\b(wordpress|blogger|blogspot|movable ?type|typepad|tumblr|drupal|joomla|squarespace|ghost|wix|expressionengine|textpattern|vbulletin|livejournal)\\b[^]{0,120}',
  // "« Older post | Main | Newer post »"
  '(«|‹)[^]{0,200}\\|\\s*(main|home)\\b[^]{0,200}|[^]{0,200}\\b(main|home)\\s*\\|[^]{0,200}(»|›)',
  'all rights reserved[^]{0,100}',
  'skip to (main )?content',
].join('|');

export const BOILERPLATE_TEXT = new RegExp(`^(?:${WIDGET_TEXT})[\\s.!:|»›>]*$`, 'i');

/**
 * Longer blocks that are still furniture, recognised by how they start: an author's bio, a print
 * edition note, a "best viewed in" notice for old browsers.
 */
export const BOILERPLATE_OPENING = new RegExp(
  [
    '^about the (?:authors?|writer)\\b',
    '^a version of this (?:article|story|review|column|interview) (?:appeared|appears|was published) in print',
    '^this (?:page|site|website) is best viewed (?:in|with)',
    '^disclaimer\\s*:',
  ].join('|'),
  'i',
);

/**
 * A short block that ends with the site's credit line: "… (c) 2012 Blog name | powered by
 * WordPress", "… Copyright © 2012 Site. All rights reserved." The credit starts the block or
 * follows the end of a sentence or a separator; judged on blocks up to BOILERPLATE_TEXT_MAX_CHARS.
 */
export const FOOTER_CREDIT =
  /(?:^|[|·•.!?)]\s*)(?:(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:19|20)\d{2}\b.{0,80}|(?:proudly\s+)?powered by\s+(?:wordpress|blogger|blogspot|movable ?type|typepad|tumblr|drupal|joomla|squarespace|ghost|wix|expressionengine|textpattern|vbulletin|livejournal)\b.{0,60})$/i;

/**
 * A short post-metadata line with its tags or categories after a separator: "Published: Oct 30,
 * 2012 | Tags: …", "Posted by Ana | View all posts by Ana", "by Ana, Filed under: News".
 */
export const POST_META_LINE =
  /(?:^|[|·•]\s*)(?:tags?\s*:|tagged(?: with| as)?\s*:|filed under\s*:?|posted in\s|published in\s|categories\s*:|category\s*:|view all posts (?:by|in)\s)|,\s*filed under\s*:/i;

/** Blocks longer than this are never judged by BOILERPLATE_OPENING. */
export const BOILERPLATE_OPENING_MAX_CHARS = 1000;

/** Blocks longer than this are never judged by BOILERPLATE_TEXT. */
export const BOILERPLATE_TEXT_MAX_CHARS = 240;

/**
 * A heading that introduces a list of other content: "Related articles", "More from …", "You might
 * like", "Don't miss", "Elsewhere on …", "Top stories", "Featured content", "Around the web",
 * "Most popular/read/watched …",
 * "More money and business news:", "More hurricane coverage".
 */
export const RELATED_HEADING =
  /^(?:related|recommended|popular|trending|more (?:from|on|in|about|stories|articles|posts|news)|you (?:may|might) (?:also|like|enjoy)|further reading|see also|read (?:more|next|also)|(?:latest|recent) (?:posts|articles|news|stories|entries)|recently (?:posted|published|added)|elsewhere on|(?:our )?top stories|featured (?:content|posts|stories|articles)|(?:from )?around the web|most (?:popular|read|viewed|watched|shared|e-?mailed|commented|recent))\b|^don'?t miss\b.{0,30}$|^more\b[^.!?]{0,40}\b(?:(?:news|stories|content|articles|posts|videos)\b(?: (?:from|on) [^!?]{1,40})?:|coverage:?)$/i;

/** A heading that opens an author's bio box at the end of a post. */
export const AUTHOR_HEADING =
  /^(?:about the authors?|about the writer|author bio(?:graphy)?|the author|disclaimers?|disclosures?)\s*:?$/i;

/**
 * A heading that opens the comment thread ("Comments", "12 Responses to “…”", "Leave a Reply").
 * Not "TrackBack": the posts of other blogs citing this one, with their excerpts, are kept as
 * Readability keeps them (issue #20: they are part of the labelled article where a page has them).
 */
export const COMMENTS_HEADING =
  /^(?:(?:\d+|no|one|two|three)\s+)?(?:comments?|responses?|replies|reader comments|user comments|reactions|discussion|thoughts?)(?:\s*\(\d+\))?(?:\s+(?:to|on|for)\s+.{1,200})?:?$|^(?:leave|post|add|write)\s+a\s+(?:comment|reply|response)(?:\s+(?:below|here|now))?$|^(?:join|start) the (?:discussion|conversation)\b.{0,40}$|^what do you think\??$/i;
