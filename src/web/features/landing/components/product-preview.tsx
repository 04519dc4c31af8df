import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** The article the preview's reader shows: sample text, written for the page. */
export const PREVIEW_ARTICLE = {
  site: 'Field Notes',
  minutes: 7,
  title: 'Four days down the canyon – what the river teaches',
  byline: 'Ana Ruiz',
  summary: [
    'Guides scout every rapid, even after twenty years on the same stretch.',
    'Cold water and short days set the pace more than the distance does.',
    'The quiet evenings in camp turn out to be what people remember.',
  ],
  paragraphs: [
    'The water was cold, the walls rose three hundred metres on either side, and the guides, who had run this river for twenty years, still stopped to scout every rapid before committing the boats to it.',
    'By the second evening nobody checked a phone. There was nothing to check, and the light on the rock did more than any screen could.',
  ],
};

/** The reader pane as Canyon shows an article: title, byline, the AI summary, then the text. */
function ReaderPane() {
  const article = PREVIEW_ARTICLE;
  return (
    <div className="bg-white px-6 py-7 sm:px-9 sm:py-9 dark:bg-stone-950/60">
      <p className="text-[0.8125rem] font-medium text-stone-600 dark:text-stone-400">
        {article.site} · {article.minutes} min read
      </p>
      <p className="mt-2 font-serif text-2xl leading-tight font-bold tracking-tight text-balance text-stone-900 dark:text-white">
        {article.title}
      </p>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">By {article.byline}</p>
      <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-400/20 dark:bg-amber-400/5">
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
          <Sparkles aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
          AI summary
        </p>
        <ul className="mt-3 space-y-2">
          {article.summary.map((point) => (
            <li
              key={point}
              className="flex gap-2.5 text-sm leading-6 text-stone-700 dark:text-stone-300"
            >
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-amber-500" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 space-y-4 font-serif text-[1.0625rem] leading-8 text-stone-800 dark:text-stone-200">
        {article.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * Canyon itself, with sample articles: the library's own cards (composed in by the route, as
 * features do not import each other) beside the reader with its AI summary. It is a picture of
 * the product, not a second copy of it: one name for assistive technology, and everything in it
 * inert, so nothing in it can be focused or clicked.
 */
export function ProductPreview({ library, className }: { library: ReactNode; className?: string }) {
  return (
    <div
      role="img"
      aria-label="Canyon with sample articles: the library beside an article open in the reader, with its AI summary"
      className={cn('relative mx-auto max-w-5xl', className)}
    >
      <div className="absolute -inset-x-6 -top-6 -bottom-6 -z-10 rounded-[2.5rem] bg-gradient-to-b from-amber-200/40 to-transparent blur-2xl dark:from-amber-500/10" />
      <div
        inert
        aria-hidden="true"
        data-product-preview
        className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100/80 text-left shadow-2xl shadow-stone-900/10 ring-1 ring-white/60 select-none dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/50 dark:ring-white/5"
      >
        <div className="flex items-center gap-2 border-b border-stone-200 bg-white/80 px-4 py-3 dark:border-stone-800 dark:bg-stone-900">
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <span className="mx-auto truncate rounded-md bg-stone-100 px-3 py-0.5 text-xs text-stone-600 dark:bg-stone-800 dark:text-stone-400">
            read.example.org/dashboard
          </span>
        </div>
        <div className="grid grid-cols-1 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div className="border-stone-200 p-3 sm:p-4 lg:border-r dark:border-stone-800">
            <p className="px-1 pt-1 pb-3 text-lg font-bold tracking-tight text-stone-900 dark:text-white">
              Your Links
            </p>
            {library}
          </div>
          <div className="hidden lg:block">
            <ReaderPane />
          </div>
        </div>
      </div>
    </div>
  );
}
