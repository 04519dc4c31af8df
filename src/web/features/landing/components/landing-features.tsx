import { BookmarkPlus, Library, Sparkles, type LucideIcon } from 'lucide-react';

type Feature = { title: string; icon: LucideIcon; description: string };

// The three ideas of spec §1: save with one click, AI summaries, organise and find again.
const features: Feature[] = [
  {
    title: 'Save',
    icon: BookmarkPlus,
    description:
      'Save any article with one click, from your dashboard, the bookmarklet or your phone’s share menu. Canyon keeps a clean, readable copy.',
  },
  {
    title: 'Understand',
    icon: Sparkles,
    description:
      'Get AI summaries of the key points in 3-5 bullets, and ask questions about what you are reading. Included with Pro.',
  },
  {
    title: 'Thrive',
    icon: Library,
    description:
      'Organize with tags, archive what you have finished, and find any article again when you need it.',
  },
];

export function LandingFeatures() {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-ink uppercase dark:text-brand-ink-dark">
          How it works
        </p>
        <h2
          id="features-heading"
          className="mt-3 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white"
        >
          Everything you read, in one calm place
        </h2>
      </div>
      <ul className="mt-14 grid gap-5 sm:mt-16 md:grid-cols-3 md:gap-6">
        {features.map(({ title, icon: Icon, description }) => (
          <li
            key={title}
            className="group rounded-2xl border border-stone-200 bg-white p-7 shadow-sm shadow-stone-900/5 transition-shadow hover:shadow-md sm:p-8 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none"
          >
            <div className="flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
              <Icon aria-hidden="true" className="size-6" />
            </div>
            <h3 className="mt-6 text-xl font-semibold tracking-tight text-stone-900 dark:text-white">
              {title}
            </h3>
            <p className="mt-3 text-base leading-7 text-stone-600 dark:text-stone-300">
              {description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
