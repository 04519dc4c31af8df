import { Monitor, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';

type Guide = { browser: string; steps: ReactNode[] };

function Keys({ children }: { children: string }) {
  return (
    <kbd className="rounded-md border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-sans text-[0.8125rem] font-medium text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100">
      {children}
    </kbd>
  );
}

const desktop: Guide[] = [
  {
    browser: 'Chrome, Edge and Brave',
    steps: [
      <>
        Show the bookmarks bar: press <Keys>Ctrl+Shift+B</Keys> (<Keys>⌘+Shift+B</Keys> on a Mac).
      </>,
      'Drag the Save to Canyon button onto the bookmarks bar.',
      'On an article, click Save to Canyon in the bar.',
    ],
  },
  {
    browser: 'Firefox',
    steps: [
      <>
        Show the bookmarks toolbar: press <Keys>Ctrl+Shift+B</Keys> (<Keys>⌘+Shift+B</Keys> on a
        Mac).
      </>,
      'Drag the Save to Canyon button onto the toolbar.',
      'On an article, click Save to Canyon in the toolbar.',
    ],
  },
  {
    browser: 'Safari on a Mac',
    steps: [
      <>
        Show the Favorites bar: choose View, then Show Favorites Bar (<Keys>⌘+Shift+B</Keys>).
      </>,
      'Drag the Save to Canyon button onto the Favorites bar.',
      'On an article, click Save to Canyon in the Favorites bar.',
    ],
  },
];

const mobile: Guide[] = [
  {
    browser: 'Safari on iPhone and iPad',
    steps: [
      'Tap Copy code below.',
      'Bookmark this page: tap the Share button, then Add Bookmark, then Save.',
      'Open your bookmarks, tap Edit and choose the new bookmark. Name it Save to Canyon, clear its address and paste the code there.',
      'On an article, open your bookmarks and tap Save to Canyon.',
    ],
  },
  {
    browser: 'Chrome on Android',
    steps: [
      'Tap Copy code below.',
      'Bookmark this page: tap the menu (⋮), then the star.',
      'Tap Edit on the notice that appears (or find the bookmark under Bookmarks and tap its menu, then Edit). Name it Save to Canyon and paste the code as its URL.',
      'On an article, type “Save to Canyon” in the address bar and tap the bookmark among the suggestions: Chrome on Android runs it from there.',
    ],
  },
];

function GuideCard({ browser, steps }: Guide) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm shadow-stone-900/5 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none">
      <h4 className="text-base font-semibold text-stone-900 dark:text-white">{browser}</h4>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-[0.9375rem] leading-7 text-stone-700 marker:font-semibold marker:text-stone-500 dark:text-stone-300 dark:marker:text-stone-400">
        {steps.map((step, index) => (
          <li key={index} className="pl-1">
            {step}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** How to install the bookmarklet, browser by browser; the phone guides end with the code. */
export function InstallSteps({ copyCode }: { copyCode: ReactNode }) {
  return (
    <section aria-labelledby="install-heading" className="mt-16 sm:mt-20">
      <h2
        id="install-heading"
        className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white"
      >
        Install it
      </h2>
      <h3 className="mt-8 flex items-center gap-2 text-lg font-semibold text-stone-900 dark:text-white">
        <Monitor aria-hidden="true" className="size-5 text-stone-500 dark:text-stone-400" />
        On a computer
      </h3>
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {desktop.map((guide) => (
          <GuideCard key={guide.browser} {...guide} />
        ))}
      </ul>
      <h3 className="mt-10 flex items-center gap-2 text-lg font-semibold text-stone-900 dark:text-white">
        <Smartphone aria-hidden="true" className="size-5 text-stone-500 dark:text-stone-400" />
        On a phone or tablet
      </h3>
      <p className="mt-2 max-w-2xl text-[0.9375rem] leading-7 text-stone-600 dark:text-stone-300">
        Phones cannot drag bookmarks, so you make one and give it the bookmarklet’s code as its
        address.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {mobile.map((guide) => (
          <GuideCard key={guide.browser} {...guide} />
        ))}
      </ul>
      <div className="mt-6">{copyCode}</div>
    </section>
  );
}
