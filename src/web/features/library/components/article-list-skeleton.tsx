import { Skeleton } from '@/web/components/ui/skeleton';

/** Spec §9: 5 loading skeletons, shaped like the cards they stand for. */
export const SKELETON_COUNT = 5;

export function ArticleListSkeleton() {
  return (
    <div role="status" aria-label="Loading articles" className="space-y-3">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          data-skeleton
          className="rounded-2xl bg-white p-4 ring-1 ring-stone-200/80 sm:p-5 dark:bg-stone-900/60 dark:ring-stone-800"
        >
          <div className="flex gap-5">
            <div className="min-w-0 flex-1">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="mt-3 h-5 w-4/5" />
              <Skeleton className="mt-3 h-3.5 w-full" />
              <Skeleton className="mt-2 h-3.5 w-2/3" />
              <div className="mt-4 flex gap-1.5">
                <Skeleton className="h-6 w-16 rounded-full" />
                <Skeleton className="h-6 w-12 rounded-full" />
              </div>
            </div>
            <Skeleton className="mt-1 hidden h-[5.5rem] w-28 rounded-xl sm:block" />
          </div>
        </div>
      ))}
    </div>
  );
}
