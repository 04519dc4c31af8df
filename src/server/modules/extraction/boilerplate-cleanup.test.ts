import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cleanPage, removeArticleBoilerplate } from './boilerplate-cleanup';
import {
  BOILERPLATE_IN_NAMES,
  BOILERPLATE_NAME_SOURCES,
  boilerplateKindOfNames,
  forgetNameVerdicts,
} from './boilerplate-patterns';
import type { DomDocument } from './dom-types';
import type { DomElement } from './dom-types';
import { toPlainText } from './plain-text';
import { articleRoot } from './testing/article-root';
import {
  REFRAIN,
  REFRAIN_PARAGRAPH,
  STORY_IN_SHARE_CONTAINER,
} from './test-fixtures/recovery-pages';

describe('boilerplateKindOfNames', () => {
  it('reads author boxes as furniture, but not the post classes that merely name the author', () => {
    expect(boilerplateKindOfNames('author-bio')).toBe('furniture');
    expect(boilerplateKindOfNames('post-author author-box')).toBe('furniture');
    expect(boilerplateKindOfNames('authorsure-author-box')).toBe('furniture');
    expect(boilerplateKindOfNames('tag-list')).toBe('furniture');
    expect(boilerplateKindOfNames('author_info')).toBe('furniture');
    expect(boilerplateKindOfNames('about_the_author')).toBe('furniture');
    expect(boilerplateKindOfNames('recent_posts grid_12')).toBe('furniture');
    expect(boilerplateKindOfNames('more-stories')).toBe('furniture');
    expect(boilerplateKindOfNames('post type-post author-admin tag-travel category-news')).toBe(
      null,
    );
  });

  it('gives the same verdict when asked again, and after forgetting the page', () => {
    for (let round = 0; round < 2; round++) {
      expect(boilerplateKindOfNames('comments-area')).toBe('comments');
      expect(boilerplateKindOfNames('share-bar')).toBe('furniture');
      expect(boilerplateKindOfNames('entry-content')).toBe(null);
    }
    forgetNameVerdicts();
    expect(boilerplateKindOfNames('comments-area')).toBe('comments');
  });
});

describe('BOILERPLATE_IN_NAMES', () => {
  // Every name tried at every character, as first written.
  const triedEverywhere = new RegExp(
    BOILERPLATE_NAME_SOURCES.map((source) =>
      source.replace(/</g, '(?:^|\\s)').replace(/>/g, '(?=\\s|$)'),
    ).join('|'),
    'i',
  );
  const words = [
    'comments',
    'Comment-Form',
    'commentary',
    'post-comments',
    'respond',
    'share',
    'sharing',
    'related',
    'newsletter',
    'cookie',
    'nav',
    'sidebar',
    'ad',
    'ads-top',
    'advertisement',
    'author-bio',
    'tags',
    'entry-meta',
    'menu',
    'footer',
    'content',
    'gpt-slot',
  ];
  const before = ['', ' ', 'x-', 'x_', 'x', '\t', 'a b-', 'nav_'];
  const after = ['', ' ', '-x', '_x', 'x', ' y', '\n'];

  it('answers as the same names tried at every character', () => {
    for (const word of words)
      for (const start of before)
        for (const end of after) {
          const names = `${start}${word}${end}`;
          expect([names, BOILERPLATE_IN_NAMES.test(names)]).toEqual([
            names,
            triedEverywhere.test(names),
          ]);
        }
  });
});

describe('cleanPage: furniture that holds the article', () => {
  const pageWith = (inside: string): DomDocument =>
    parseHTML(
      `<!DOCTYPE html><html><body><p>${prose(5)}</p>` +
        `<aside><a href="/a">One link</a>${inside}</aside>` +
        `<nav><a href="/b">Another link</a></nav></body></html>`,
    ).document as unknown as DomDocument;

  it('keeps an aside that holds the headline, a <main> or a marked article body, however deep', () => {
    for (const inside of [
      '<div><h1>Down the canyon</h1></div>',
      '<div><div><main>Short</main></div></div>',
      '<section><div itemprop="articleBody">Short</div></section>',
    ]) {
      const doc = pageWith(inside);
      cleanPage(doc);
      expect(doc.body?.getElementsByTagName('aside').length).toBe(1);
      expect(doc.body?.getElementsByTagName('nav').length).toBe(0);
    }
  });

  it('hands over the blocks it removed after weighing their prose, not comment threads', () => {
    const doc = parseHTML(
      `<!DOCTYPE html><html><body><p>${prose(5)}</p><aside><p>${prose(1)}</p></aside>` +
        '<div class="comments"><p>Nice trip!</p></div><nav><a href="/b">Link</a></nav></body></html>',
    ).document as unknown as DomDocument;
    const removed: DomElement[] = [];
    cleanPage(doc, { seen: { revealed: false, removed } });
    expect(removed.map((el) => el.localName)).toEqual(['aside', 'nav']);
    expect(doc.body?.textContent).not.toContain('Nice trip!');
  });

  it('removes an aside whose marks are only look-alikes', () => {
    const doc = pageWith(
      '<div><h2>Down the canyon</h2><div itemprop="articlebody-ish">x</div></div>',
    );
    cleanPage(doc);
    expect(doc.body?.getElementsByTagName('aside').length).toBe(0);
  });
});

describe('cleanPage: paragraphs wrapped in divs of their own', () => {
  const cleanedBody = (inner: string): string => {
    const { document } = parseHTML(
      `<!DOCTYPE html><html><body><article id="story">${inner}</article></body></html>`,
    );
    cleanPage(document as unknown as DomDocument);
    return document.getElementById('story')!.innerHTML;
  };
  const line = 'The guides scouted every rapid before they committed the boats to it.';

  it('puts a paragraph in the place of a chain of bare wrappers; one wrapper is left to Readability', () => {
    expect(
      cleanedBody(
        `<div class="c7x2"><div class="q9k4"><p class="lead">${line} <em>Twice.</em></p></div></div>` +
          `<div>\n <div><div><p>${line}</p></div></div> </div>`,
      ),
    ).toBe(`<p class="lead">${line} <em>Twice.</em></p><div>\n <p>${line}</p> </div>`);
  });

  it('leaves one wrapper to Readability, and wrappers with names, text or more children', () => {
    for (const kept of [
      `<div><p>${line}</p></div>`,
      `<div class="entry-content"><div><p>${line}</p></div></div>`,
      `<div><div class="post-body"><p>${line}</p></div></div>`,
      `<div>Note: <div><p>${line}</p></div></div>`,
      `<div><div><p>${line}</p><p>${line}</p></div></div>`,
      `<div><section><p>${line}</p></section></div>`,
    ])
      expect(cleanedBody(kept)).toBe(kept);
  });

  it('takes a deep chain apart on the way back up, two levels at a time', () => {
    const deep = (inner: string) => '<div>'.repeat(200) + inner + '</div>'.repeat(200);
    expect(cleanedBody(deep(`<p>${line}</p>`))).toBe(`<p>${line}</p>`);
    const link = '<p><a href="/sale">Save half on a subscription today</a></p>';
    expect(cleanedBody(deep(link))).toBe(deep(link));
  });

  it('keeps the wrappers around a paragraph that is nothing but a link', () => {
    const promotion = `<div><div><p><a href="/sale">Save half on a subscription today</a></p></div></div>`;
    expect(cleanedBody(promotion)).toBe(promotion);
    expect(cleanedBody(`<div><div><p>${line} <a href="/log">Log</a></p></div></div>`)).toBe(
      `<p>${line} <a href="/log">Log</a></p>`,
    );
  });
});

describe('cleanPage: a block named like furniture right after the headline', () => {
  const notice = `<div class="cmp_notice">${'You must be registered and logged in to send a paper. '.repeat(3)}</div>`;
  const remaining = (page: string): string => {
    const { document } = parseHTML(`<!DOCTYPE html><html><body>${page}</body></html>`);
    cleanPage(document as unknown as DomDocument);
    return document.body.innerHTML;
  };

  it('keeps it when it holds sentences and nothing stands between it and the headline', () => {
    const kept = remaining(
      `<div class="crumbs"><ol><li><a href="/">Home</a></li><li><h1>Submissions</h1></li></ol></div>` +
        `${notice}<div><p>${prose(10)}</p></div>`,
    );
    expect(kept).toContain('cmp_notice');
  });

  it('keeps only the first of a run of such blocks, the rest come after other text', () => {
    const blocks = Array.from({ length: 2000 }, () => notice).join('');
    const kept = remaining(`<h1>Submissions</h1>${blocks}<p>${prose(10)}</p>`);
    expect(kept.match(/cmp_notice/g)?.length).toBe(1);
  });

  it('judges it by its name when other text comes first, or when it is a line of links', () => {
    expect(
      remaining(`<h1>Submissions</h1><p>A line of the page.</p>${notice}<p>${prose(10)}</p>`),
    ).not.toContain('cmp_notice');
    expect(
      remaining(
        `<h1>Submissions</h1><div class="cmp_notice"><a href="/a">${'Linked words here. '.repeat(10)}</a></div><p>${prose(10)}</p>`,
      ),
    ).not.toContain('cmp_notice');
  });
});

const prose = (n: number): string =>
  'The guides scouted every rapid before they committed the boats to it. '.repeat(n);

function cleanedRoot(articleHtml: string): DomElement {
  const root = articleRoot(articleHtml);
  removeArticleBoilerplate(root);
  return root;
}

/** The article's plain text after Canyon's in-article cleanup. */
function cleaned(articleHtml: string): string {
  return toPlainText(cleanedRoot(articleHtml));
}

/** The article's markup after Canyon's in-article cleanup. */
function removedFrom(articleHtml: string): string {
  return cleanedRoot(articleHtml).innerHTML;
}

describe('removeArticleBoilerplate: site footer lines and notices', () => {
  it('drops copyright lines led by a site name, "powered by" lines and « Previous | Main | Next » links', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<p>Example Times © 2012 Example Times is not responsible for the content of external sites.</p>' +
        '<div>(c) 2012 A Small Blog | powered by WordPress with a theme</div>' +
        '<p><a href="/a">« An older post</a> | <a href="/">Main</a> | <a href="/b">A newer post »</a></p>',
    );
    expect(text).toBe(prose(4).trim());
  });

  it('drops a short block that ends with the site’s credit line', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<div>If you like this blog, please link back :-)<br>(c) 2012 A Small Blog | powered by <a href="/wp">WordPress</a></div>' +
        '<p>Thanks for reading. Copyright © 2012 Example Times. All rights reserved.</p>',
    );
    expect(text).toBe(prose(4).trim());
    const kept =
      'The river guide’s handbook, first printed in 1998 and revised in 2012, is still the one we use.';
    expect(cleaned(`<p>${prose(4)}</p><p>${kept}</p>`)).toContain(kept);
  });

  it('drops post-metadata lines with tags or categories after a separator', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<p>Published: October 30th, 2012 | Tags: rafting, canyon, rivers</p>' +
        '<div>Posted by Ana | <a href="/a">View all posts by Ana</a></div>' +
        '<p>by Ana Ruiz, Filed under: Travel, Rivers</p>',
    );
    expect(text).toBe(prose(4).trim());
    for (const kept of [
      'The permit office posted in March that tags for the lower river would be limited.',
      'The video, posted in March, shows the second rapid.',
    ])
      expect(cleaned(`<p>${prose(4)}</p><p>${kept}</p>`)).toContain(kept);
  });

  it('drops gallery and player controls', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        [
          '2 of 6',
          'Click to enlarge',
          'The second rapid, from the left bank View Full Size',
          '‹ Back to story',
          'Jump to:',
          'Photos of the day',
          'Write comment',
          'Explore related topics: rafting, rivers',
        ]
          .map((t) => `<div>${t}</div>`)
          .join(''),
    );
    expect(text).toBe(prose(4).trim());
  });

  it('drops sign-up prompts and a disclaimer under its own heading', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<p>Sign up for free email updates and get our monthly giveaway!</p>' +
        '<p>Join us for free printables and fresh ideas delivered right to your inbox!</p>' +
        '<h3>Disclaimer</h3><p>Nothing here is financial advice. Ask a professional before you act.</p>',
    );
    expect(text).toBe(prose(4).trim());
  });

  it('keeps prose that only mentions the same words', () => {
    const kept = [
      'Powered by the sun, the camp ran its lights all night.',
      'Readers can subscribe to updates on the rescue at the park website.',
      'The photo, © Ana Ruiz, shows the second rapid.',
    ];
    const text = cleaned(`<p>${prose(4)}</p>${kept.map((p) => `<p>${p}</p>`).join('')}`);
    for (const p of kept) expect(text).toContain(p);
  });
});

describe('removeArticleBoilerplate: lists of other stories', () => {
  const links = (n: number): string =>
    `<ul>${Array.from({ length: n }, (_, i) => `<li><a href="/s${i}">Another story about the river number ${i}</a></li>`).join('')}</ul>`;

  it('drops the list under "You might like", "Don\'t miss" and "More … news:" headings', () => {
    for (const heading of [
      'You might like:',
      "Don't Miss",
      'More money and business news:',
      'Recent posts from Ana Ruiz:',
      'Recently published',
      'Most popular',
      'Most watched/listened',
    ]) {
      const text = cleaned(`<p>${prose(4)}</p><h3>${heading}</h3>${links(4)}`);
      expect(text, heading).toBe(prose(4).trim());
    }
  });

  it('keeps headings that only start with "More"', () => {
    for (const heading of ['More information', 'More powerful rafts on the news']) {
      const text = cleaned(`<p>${prose(4)}</p><h3>${heading}</h3><p>${prose(2)}</p>`);
      expect(text, heading).toContain(heading);
    }
  });
});

describe('removeArticleBoilerplate: a heading with nothing after it', () => {
  it('drops headings that end the article, in any language, one after another', () => {
    for (const tail of [
      '<h2>Auch interessant</h2>',
      '<div><div><h2><span>Mehr zum Thema</span></h2></div><div><h2>Le puede interesar</h2></div></div>',
      '<h3>Empfohlene Beiträge</h3><p></p><h6>On Instagram</h6>',
    ]) {
      expect(cleaned(`<p>${prose(4)}</p>${tail}`), tail).toBe(prose(4).trim());
    }
  });

  it('keeps a heading that something follows: text, an image, a table, or a deeper block', () => {
    const cases = [
      `<h2>Weingartner vs. Weingartner</h2><p>${prose(1)}</p>`,
      '<h2>Der Hafen am Morgen</h2><figure><img src="https://example.com/harbour.jpg" alt=""></figure>',
      '<h2>Fahrplan</h2><table><tr><td>7:10</td><td>Stans</td></tr></table>',
      `<section><h2>Schluss</h2></section><div><div><p>${prose(1)}</p></div></div>`,
    ];
    for (const tail of cases) {
      const html = removedFrom(`<p>${prose(4)}</p>${tail}`);
      expect(html, tail).toContain('<h2>');
    }
  });

  it('keeps a last heading with too little text before it to be an article’s end', () => {
    expect(cleaned('<p>Short.</p><h3>Notes</h3>')).toContain('Notes');
  });
});

describe('removeArticleBoilerplate: inline elements', () => {
  it('judges a link by its text only when it stands alone, not inside a sentence', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<p>Until next week, <a href="/rss">subscribe to the RSS feed</a> and say hello.</p>' +
        '<p><a href="/rss">Subscribe to the RSS feed</a></p>',
    );
    expect(text).toContain('Until next week, subscribe to the RSS feed and say hello.');
    expect(text.match(/subscribe to the RSS feed/gi)).toHaveLength(1);
  });

  it('keeps the words around an element that holds only a space apart when it goes', () => {
    const text = cleaned(
      `<p>${prose(4)}</p>` +
        '<p>Download it from our<a href="/d"> </a>main page, a steaming<span>\n</span>pot,' +
        ' call 555-0100<strong>\u00a0</strong>or 555-0199.</p>' +
        '<div>Before<div> </div>after<em></em>wards</div>',
    );
    expect(text).toContain(
      'Download it from our main page, a steaming pot, call 555-0100 or 555-0199.',
    );
    expect(text).toMatch(/Before\s+afterwards/);
  });
});

describe('removeArticleBoilerplate: sign-up prompts', () => {
  it('drops a block that only says "Subscribe to <site>", but not a sentence that mentions subscribing', () => {
    const sentence = 'Until next week, you can subscribe to the RSS feed and say hello.';
    const text = cleaned(
      `<p>${prose(4)}</p><p>${sentence}</p><div>Subscribe to All About Rafting</div>`,
    );
    expect(text).toBe(`${prose(4).trim()}\n\n${sentence}`);
  });
});

describe('removeArticleBoilerplate: lists of links', () => {
  const headlines = [
    'Flood closes the canyon road for a week',
    'Guide rescues two kayakers below the falls',
    'New permits for the river go on sale in March',
    'The ten best campsites along the lower canyon',
  ];

  it('drops a bare list of headlines to other stories, with its title', () => {
    const list = headlines.map((h, i) => `<li><a href="/s${i}">${h}</a></li>`).join('');
    const text = cleaned(
      `<p>${prose(4)}</p><ol><li><div>Only on Example</div><ol>${list}</ol></li></ol><p>${prose(1)}</p>`,
    );
    expect(text).toBe(`${prose(4).trim()}\n\n${prose(1).trim()}`);
    const lines = cleaned(
      `<p>${prose(4)}</p><p>${headlines.map((h, i) => `<a href="/s${i}">${h}</a>`).join('<br>')}</p>`,
    );
    expect(lines).toBe(prose(4).trim());
  });

  it('keeps a numbered list of links, and prose that links to stories', () => {
    const numbered = `<p>${headlines.map((h, i) => `${i + 1}. <a href="/s${i}">${h}</a>`).join('<br>')}</p>`;
    const linked = `<p>Read <a href="/a">the flood report from last week</a>, <a href="/b">the rescue story from the falls</a> and <a href="/c">the permit announcement for next season</a> before you book a trip this year.</p>`;
    const text = cleaned(`<p>${prose(4)}</p>${numbered}${linked}`);
    for (const h of headlines) expect(text).toContain(h);
    expect(text).toContain('before you book a trip this year');
  });
});

describe('removeArticleBoilerplate: teasers for other posts', () => {
  const teaser = (i: number): string =>
    `<li><h3>Another trip number ${i}</h3><p>A short summary of another trip down the river. <a href="/t${i}">Read more…</a></p></li>`;

  it('drops a block of three or more teasers that each end with "Read more"', () => {
    const text = cleaned(`<p>${prose(6)}</p><ul>${[1, 2, 3].map(teaser).join('')}</ul>`);
    expect(text).toBe(prose(6).trim());
  });

  it('keeps "read more" links that cite sources inside the text', () => {
    const cited =
      '<ul><li>Cold water (<a href="/a">read more</a>), fast water (<a href="/b">read more</a>)</li>' +
      '<li>Rocks (<a href="/c">read more</a> on rocks)</li></ul>';
    const text = cleaned(`<p>${prose(6)}</p>${cited}`);
    expect(text).toContain('Rocks (read more on rocks)');
  });
});

describe('removeArticleBoilerplate: names and repeats never take the article (issue #20)', () => {
  it('keeps a furniture-named block that holds nearly all of the article or a long run of prose', () => {
    const text = cleaned(STORY_IN_SHARE_CONTAINER);
    expect(text).toContain('Part 8 of the canyon story');
    expect(text).toContain('Part 8 of the raft story');
    expect(text).not.toContain('Facebook');
  });

  it('shows a passage repeated later in the article once (a second copy of the story)', () => {
    const first = `${REFRAIN_PARAGRAPH} The first copy.`;
    const second = `${REFRAIN_PARAGRAPH} The second copy.`;
    const passage = `<p>${first}</p><p>${second}</p>`;
    const text = cleaned(`${passage}<p>${prose(4)}</p>${passage}`);
    expect(text.split(first)).toHaveLength(2);
    expect(text.split(second)).toHaveLength(2);
    expect(text).toContain(prose(4).trim());
  });

  it('keeps a single paragraph the author repeated, next to itself or further on', () => {
    const line = `<p>${REFRAIN_PARAGRAPH}</p>`;
    expect(cleaned(`${line}${line}<p>${prose(4)}</p>`).split(REFRAIN_PARAGRAPH)).toHaveLength(3);
    expect(cleaned(`${line}<p>${prose(4)}</p>${line}`).split(REFRAIN_PARAGRAPH)).toHaveLength(3);
  });

  it('keeps one paragraph repeated in a row: a refrain is not a copied passage', () => {
    const line = `<p>${REFRAIN_PARAGRAPH}</p>`;
    const text = cleaned(`${line}<p>${prose(8)}</p>${line}${line}`);
    expect(text.split(REFRAIN_PARAGRAPH)).toHaveLength(4);
    const song = cleaned(REFRAIN);
    expect(song.split(REFRAIN_PARAGRAPH)).toHaveLength(5);
  });
});

describe('cleanPage: an article only in <noscript> (issue #20)', () => {
  const pageWith = (noscript: string): DomDocument =>
    parseHTML(
      `<!DOCTYPE html><html><body><div class="post-body"><script>render()</script>` +
        `<noscript>${noscript}</noscript></div></body></html>`,
    ).document as unknown as DomDocument;

  it('shows the paragraphs a script-driven page keeps in <noscript>', () => {
    const doc = pageWith(`<p>${prose(4)}</p><p>${prose(4)}</p>`);
    cleanPage(doc);
    expect(doc.body?.getElementsByTagName('noscript').length).toBe(0);
    expect(doc.body?.getElementsByTagName('p').length).toBe(2);
    expect(doc.body?.textContent).toContain(prose(4).trim());
  });

  it('still drops a notice asking for JavaScript', () => {
    const doc = pageWith('<p>Please enable JavaScript to view this page.</p>');
    cleanPage(doc);
    expect(doc.body?.textContent).not.toContain('enable JavaScript');
  });
});

describe('removeArticleBoilerplate: a link left open in the source (issue #20)', () => {
  it('keeps a paragraph of prose that an unclosed link wraps, with the links nested in it', () => {
    // "<a href=…>label<a/>" opens a second link instead of closing the first: the parser nests
    // every later link of the paragraph inside, and the whole paragraph reads as link text.
    const paragraph =
      '<p>A while back I went to <a href="/club">a meeting of the river club<a/> where the guide gave the main talk, ' +
      'and I bought <a href="/book">his book about running the canyon</a> the same night. I also read ' +
      '<a href="/column">his column in the paddling weekly</a> every month, and this page records what I learned.</p>';
    const text = cleaned(`${paragraph}<p>${prose(4)}</p>`);
    expect(text).toContain('A while back I went to');
    expect(text).toContain('this page records what I learned');
  });
});

describe('cleanPage: trackbacks are not a comment thread', () => {
  const pageWith = (heading: string): DomDocument =>
    parseHTML(
      `<!DOCTYPE html><html><body><div class="post"><p>${prose(5)}</p>` +
        `<h2>${heading}</h2><p>Listed below are links to weblogs that reference this post.</p>` +
        `<p>» Canyon notes from another blog: the guides scouted the rapid too.</p></div></body></html>`,
    ).document as unknown as DomDocument;

  it('keeps the blogs citing the post under a "TrackBack" heading', () => {
    const doc = pageWith('TrackBack');
    cleanPage(doc);
    expect(doc.body?.textContent).toContain('Canyon notes from another blog');
  });

  it('still ends the article at a "Comments" heading', () => {
    const doc = pageWith('Comments');
    cleanPage(doc);
    expect(doc.body?.textContent).not.toContain('Canyon notes from another blog');
    expect(doc.body?.textContent).toContain(prose(5).trim());
  });
});

describe('cleanPage: whether revealing showed a hidden block', () => {
  const story = `<p>${'The river cut the canyon over a million years, one flood at a time. '.repeat(8)}</p>`;
  const walked = (page: string, revealHidden: boolean) => {
    const { document } = parseHTML(`<!DOCTYPE html><html><body>${page}</body></html>`);
    const seen = { revealed: !revealHidden };
    cleanPage(document as unknown as DomDocument, { revealHidden, seen });
    return { revealed: seen.revealed, html: document.body.innerHTML };
  };

  it('says no when every hidden block was removed, and the page is then as without revealing', () => {
    const page = `<article>${story}</article><div hidden><a href="/x">Menu</a></div>`;
    const revealing = walked(page, true);
    expect(revealing.revealed).toBe(false);
    expect(revealing.html).toBe(walked(page, false).html);
  });

  it('says yes when it showed a kept block', () => {
    for (const hiding of ['hidden', 'style="display:none"', 'aria-hidden="true"']) {
      // Prose enough (1,500+ characters) that the walk keeps the hidden block.
      const page = `<article>${story}<div ${hiding}>${story.repeat(3)}</div></article>`;
      expect(walked(page, true).revealed).toBe(true);
      expect(walked(page, false).revealed).toBe(false);
    }
  });
});
