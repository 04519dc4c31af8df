import { Sparkles } from 'lucide-react';
import { cn } from '@/web/lib/cn';

function Bar({ className }: { className: string }) {
  return <div className={cn('h-2.5 rounded-full bg-stone-200 dark:bg-stone-700/80', className)} />;
}

function ListRow({
  active,
  titleWidth,
  tags,
}: {
  active?: boolean;
  titleWidth: string;
  tags: string[];
}) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-xl p-3',
        active
          ? 'bg-white shadow-sm ring-1 ring-stone-200 dark:bg-stone-800 dark:ring-stone-700'
          : '',
      )}
    >
      <div className="size-10 shrink-0 rounded-lg bg-gradient-to-br from-stone-200 to-stone-300 dark:from-stone-700 dark:to-stone-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 pt-0.5">
        <Bar className={cn(titleWidth, 'bg-stone-300 dark:bg-stone-600')} />
        <Bar className="w-1/3" />
        <div className="mt-0.5 flex gap-1.5">
          {tags.map((tag) => (
            <span key={tag} className={cn('h-4 rounded-full', tag)} />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A calm sketch of the product (list, reader, summary) built from shapes, not screenshots:
 * it stays crisp at any size, follows the theme and costs no image download.
 */
export function ProductPreview({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative mx-auto max-w-5xl', className)}>
      <div className="absolute -inset-x-6 -top-6 -bottom-6 -z-10 rounded-[2.5rem] bg-gradient-to-b from-amber-200/40 to-transparent blur-2xl dark:from-amber-500/10" />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100/80 text-left shadow-2xl shadow-stone-900/10 ring-1 ring-white/60 dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/50 dark:ring-white/5">
        <div className="flex items-center gap-2 border-b border-stone-200 bg-white/80 px-4 py-3 dark:border-stone-800 dark:bg-stone-900">
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <span className="size-2.5 rounded-full bg-stone-300 dark:bg-stone-700" />
          <div className="mx-auto h-5 w-40 rounded-md bg-stone-100 sm:w-64 dark:bg-stone-800" />
        </div>
        <div className="grid md:grid-cols-[18rem_1fr]">
          <div className="hidden flex-col gap-1.5 border-r border-stone-200 p-3 md:flex dark:border-stone-800">
            <ListRow
              active
              titleWidth="w-4/5"
              tags={[
                'w-10 bg-amber-200 dark:bg-amber-400/30',
                'w-8 bg-stone-200 dark:bg-stone-700',
              ]}
            />
            <ListRow titleWidth="w-3/5" tags={['w-12 bg-stone-200 dark:bg-stone-700']} />
            <ListRow
              titleWidth="w-11/12"
              tags={['w-9 bg-stone-200 dark:bg-stone-700', 'w-7 bg-stone-200 dark:bg-stone-700']}
            />
            <ListRow titleWidth="w-2/3" tags={['w-10 bg-stone-200 dark:bg-stone-700']} />
          </div>
          <div className="bg-white p-5 sm:p-8 dark:bg-stone-950/60">
            <div className="h-32 rounded-xl bg-gradient-to-br from-amber-100 via-orange-50 to-stone-100 sm:h-40 dark:from-amber-500/15 dark:via-stone-800 dark:to-stone-900" />
            <div className="mt-6 h-4 w-3/4 rounded-full bg-stone-300 dark:bg-stone-600" />
            <div className="mt-3 h-4 w-1/2 rounded-full bg-stone-300 dark:bg-stone-600" />
            <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-400/20 dark:bg-amber-400/5">
              <div className="flex items-center gap-2">
                <Sparkles className="size-4 text-amber-600 dark:text-amber-400" />
                <div className="h-2.5 w-24 rounded-full bg-amber-300/80 dark:bg-amber-400/40" />
              </div>
              <div className="mt-4 space-y-2.5">
                {['w-11/12', 'w-4/5', 'w-5/6'].map((width) => (
                  <div key={width} className="flex items-center gap-2.5">
                    <span className="size-1.5 shrink-0 rounded-full bg-amber-500" />
                    <Bar className={cn(width, 'bg-amber-200/80 dark:bg-amber-400/20')} />
                  </div>
                ))}
              </div>
            </div>
            <div className="mt-6 space-y-2.5">
              <Bar className="w-full" />
              <Bar className="w-full" />
              <Bar className="w-5/6" />
              <Bar className="w-2/3" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
