import { ArrowLeft, FileQuestion, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';

type ReaderErrorProps = { notFound: boolean; backHref: string };

/** Spec "Article reader": "Article not found" or "Failed to load article", and Go Back. */
export function ReaderError({ notFound, backHref }: ReaderErrorProps) {
  const title = notFound ? 'Article not found' : 'Failed to load article';
  const Icon = notFound ? FileQuestion : TriangleAlert;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-20 text-center font-sans sm:py-28">
      <DocumentTitle title={title} />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-base leading-7 text-stone-600 dark:text-stone-300">
        {notFound
          ? 'It may have been deleted, or the link is not one of your articles.'
          : 'Something went wrong while loading it. Check your connection and try again.'}
      </p>
      <ButtonLink to={backHref} variant="secondary" className="mt-8">
        <ArrowLeft aria-hidden="true" />
        Go Back
      </ButtonLink>
    </div>
  );
}
