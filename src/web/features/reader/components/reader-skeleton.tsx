import { Skeleton } from '@/web/components/ui/skeleton';

/** Spec "Article reader": a skeleton while the article loads, shaped like the page to come. */
export function ReaderSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mt-8">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-5 h-9 w-11/12" />
      <Skeleton className="mt-3 h-9 w-2/3" />
      <Skeleton className="mt-6 h-4 w-56" />
      <Skeleton className="mt-8 aspect-[2/1] w-full rounded-2xl" />
      <div className="mt-10 space-y-3.5">
        {['w-full', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, i) => (
          <Skeleton key={i} className={`h-4 ${width}`} />
        ))}
      </div>
    </div>
  );
}
