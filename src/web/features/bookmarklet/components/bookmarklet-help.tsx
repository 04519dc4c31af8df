import { EyeOff, Highlighter, Lock, Timer, type LucideIcon } from 'lucide-react';

type Feature = { title: string; icon: LucideIcon; description: string };

const features: Feature[] = [
  {
    title: 'The page as you see it',
    icon: Lock,
    description:
      'Your browser hands Canyon the page you are looking at, so articles behind your login, subscriptions you pay for and pages built by scripts save as you read them.',
  },
  {
    title: 'Your selection comes along',
    icon: Highlighter,
    description:
      'Highlight a passage before you click, and Canyon shows it beside the article it saves.',
  },
  {
    title: 'One click, back to reading',
    icon: Timer,
    description: 'A small Canyon window saves the article by itself and closes two seconds later.',
  },
  {
    title: 'Kept for you alone',
    icon: EyeOff,
    description:
      'A page your browser handed over is saved to your library only; Canyon never shares it with other readers.',
  },
];

type Problem = { id: string; question: string; answer: string };

/** The spec's troubleshooting entries, written for Canyon. */
const problems: Problem[] = [
  {
    id: 'not-a-web-page',
    question: 'It says it can only save web pages',
    answer:
      'The bookmarklet works on pages whose address starts with http:// or https://. New tabs, browser settings, local files and some built-in viewers are not web pages. Open the article itself and click Save to Canyon again.',
  },
  {
    id: 'not-logged-in',
    question: 'The Canyon window says “Authentication required”',
    answer:
      'You are not logged in to Canyon in this browser. Choose Log In (or Sign Up) in that window; once you are in, it comes back and saves the article by itself.',
  },
  {
    id: 'popups-blocked',
    question: 'Nothing opens, or the page says to allow pop-ups',
    answer:
      'Your browser blocked the Canyon window. Allow pop-ups for the site you are saving from (most browsers show a blocked pop-up icon at the end of the address bar), then click Save to Canyon again.',
  },
  {
    id: 'extraction-blocked',
    question: 'The saved article is empty or incomplete',
    answer:
      'Some sites stop their pages from talking to other windows; Canyon then fetches the page itself, and a site that blocks that, or only shows the article once you are logged in, gives it little to read. Wait until the article has loaded completely (scroll through it if it loads as you go), then save it again.',
  },
];

export function BookmarkletFeatures() {
  return (
    <section aria-labelledby="features-heading" className="mt-16 sm:mt-20">
      <h2
        id="features-heading"
        className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white"
      >
        What it does
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map(({ title, icon: Icon, description }) => (
          <li key={title} className="flex gap-4">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <div>
              <h3 className="font-semibold text-stone-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-[0.9375rem] leading-7 text-stone-600 dark:text-stone-300">
                {description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BookmarkletTroubleshooting() {
  return (
    <section aria-labelledby="troubleshooting-heading" className="mt-16 sm:mt-20">
      <h2
        id="troubleshooting-heading"
        className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white"
      >
        Troubleshooting
      </h2>
      <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60">
        {problems.map(({ id, question, answer }) => (
          <details key={id} id={id} className="group px-5 py-4 sm:px-6">
            <summary className="cursor-pointer list-none rounded-md font-semibold text-stone-900 marker:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-600 dark:text-white [&::-webkit-details-marker]:hidden">
              <span className="flex items-center justify-between gap-4">
                {question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-stone-400 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-[0.9375rem] leading-7 text-stone-600 dark:text-stone-300">
              {answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
