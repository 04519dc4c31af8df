import type { FaqCategoryId } from '@/web/features/help/lib/help-categories';

/** A run of answer text, or a link inside Canyon (a path, possibly with a hash). */
export type FaqInline = string | { text: string; to: string };
/** One paragraph of an answer. */
export type FaqParagraph = readonly FaqInline[];

/**
 * One question of the Help Center (spec §3 FAQ: question, answer, category). Plain data, so the
 * search reads the same words the page shows. `id` is the question's anchor: /help#<id>.
 */
export type Faq = {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: readonly FaqParagraph[];
};

const settings = (text: string) => ({ text, to: '/settings' });

// Written for Canyon as it is built (README, docs/ai.md, docs/billing.md, the bookmarklet,
// save and settings screens). Keep them true when those change.
export const FAQS: readonly Faq[] = [
  {
    id: 'how-do-i-save-an-article',
    category: 'getting_started',
    question: 'How do I save an article?',
    answer: [
      [
        'On your dashboard, press the + button (Save New Article), paste the article’s link and choose Save Article. Canyon fetches the page, keeps a clean, readable copy and adds it to your library.',
      ],
      [
        'Anywhere on the web, use the Save to Canyon bookmarklet: install it once from the ',
        { text: 'Bookmarklet page', to: '/bookmarklet' },
        ', then click it on any article. It saves the page as you see it, so articles behind a login and pages built by JavaScript come out right.',
      ],
      [
        'On a phone, install Canyon from your browser (Install app, or Add to Home Screen). Canyon then appears in your share menu: share a link to it and the article is saved.',
      ],
    ],
  },
  {
    id: 'what-can-i-save',
    category: 'getting_started',
    question: 'What kinds of content can I save?',
    answer: [
      [
        'Web pages with an article on them: news stories, blog posts, essays, guides and newsletters published on the web. Canyon extracts the text with its headings, lists, quotes and images, and leaves out menus, ads and other clutter.',
      ],
      [
        'The images in an article are fetched by your Canyon server and kept with it, so they still show when the site changes or you are offline.',
      ],
      [
        'Only web pages (HTML) can be saved for now: PDFs, images, videos and other files are not supported. Links must start with http:// or https://, and private or local network addresses are refused.',
      ],
    ],
  },
  {
    id: 'how-do-ai-summaries-work',
    category: 'ai_features',
    question: 'How do AI summaries work?',
    answer: [
      [
        'AI summaries come with the Pro plan. In the reader, choose Generate Summary in the AI panel and Canyon writes 3 to 5 bullet points about the article as you watch. The summary is kept with the article until you choose Regenerate.',
      ],
      [
        'What writes it depends on this server. By default Canyon picks the article’s most representative sentences itself (shown as “Key sentences from the article”), and nothing leaves the server. The operator can instead connect a language model; the AI panel names the one you get.',
      ],
    ],
  },
  {
    id: 'can-i-ask-questions-about-an-article',
    category: 'ai_features',
    question: 'Can I ask questions about an article?',
    answer: [
      [
        'Yes, on the Pro plan. In the AI panel under the article, type a question of up to 500 characters and choose Ask (or press Enter). The answer is based on the article alone.',
      ],
      [
        'With Canyon’s built-in provider, the answer quotes the passages that match your question best, each with a Show in article link that scrolls to it. With a language model, you get a written answer.',
      ],
    ],
  },
  {
    id: 'how-do-i-organize-my-articles',
    category: 'managing_articles',
    question: 'How do I organize my articles?',
    answer: [
      [
        'With tags: in the reader, choose Add tags under the title, type a tag and press Enter or a comma, then choose Done. An article can have up to 10 tags, and tags are kept in lower case. Canyon also suggests tags that fit; they are added only when you pick them.',
      ],
      [
        'On the dashboard, the tag filter shows only the articles with the tags you choose, and a tag in the reader leads to that filtered list.',
      ],
      [
        'When you are done with an article, archive it (Archive in the reader or on its card): it leaves your list but stays saved. Turn on Show Archived on the dashboard to find it again, and choose Unarchive to bring it back. Delete removes an article for good.',
      ],
    ],
  },
  {
    id: 'what-does-pro-include',
    category: 'billing',
    question: 'What’s included in the Pro plan?',
    answer: [
      [
        'Pro costs 4.99 per month. It adds AI summaries and questions about your articles to everything in the free plan (saving, reading, tags and archive), priority support (messages from Pro readers are answered first) and early access to new features.',
      ],
      [
        'To upgrade, open ',
        settings('Settings'),
        ' and choose Upgrade to Pro; payment is taken on the card payment provider’s secure checkout page. If this server does not take payments, the button says so.',
      ],
    ],
  },
  {
    id: 'how-do-i-cancel-my-subscription',
    category: 'billing',
    question: 'How do I cancel my subscription?',
    answer: [
      [
        'Open ',
        settings('Settings'),
        ' and choose Manage Billing. It opens the billing portal, where you can cancel, change your card and see your invoices.',
      ],
      [
        'After you cancel, Pro stays active until the end of the period you have paid for; Settings shows the date it ends. Your account then moves to the free plan and keeps all your articles and tags.',
      ],
    ],
  },
  {
    id: 'how-do-i-delete-my-account',
    category: 'account',
    question: 'How do I delete my account?',
    answer: [
      [
        'Open ',
        settings('Settings'),
        ', go to Account Management and choose Delete Account. Type DELETE MY ACCOUNT to confirm, then choose Delete My Account.',
      ],
      [
        'This removes everything: your saved articles with their text, images, tags and summaries, your API tokens and your sign-in sessions, and it cancels a Pro subscription. It cannot be undone, so use Export Data first if you want to keep a copy.',
      ],
    ],
  },
  {
    id: 'how-is-my-data-kept-secure',
    category: 'account',
    question: 'How is my data stored and kept secure?',
    answer: [
      [
        'Everything you save is kept in the database of this Canyon server, run by its operator. There are no ads and no third-party trackers; usage records stay in that same database. Passwords are stored only as secure hashes, and the sign-in cookie cannot be read by scripts.',
      ],
      [
        'Nothing goes to a third party unless the operator sets it up: an outside AI provider receives an article’s text when you ask for a summary or ask a question, and Stripe handles payments for Pro. Images in articles are fetched by the server, so while you read, your browser talks only to Canyon.',
      ],
      [
        'You can download all of your data at any time from ',
        settings('Settings → Export Data'),
        ' (JSON, HTML bookmarks or CSV). The ',
        { text: 'Privacy Policy', to: '/privacy' },
        ' has the details.',
      ],
    ],
  },
];
