import { CircleCheck, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

export type ChecklistProgress = {
  savedFirstArticle: boolean;
  installedBookmarklet: boolean;
  usedTags: boolean;
  readAnArticle: boolean;
  /** Pro: has used a summary. Others: has upgraded (never true while they are not Pro). */
  usedAiOrUpgraded: boolean;
};

type ChecklistStep = { id: keyof ChecklistProgress; label: string; href?: string };

export function checklistSteps(isPro: boolean): ChecklistStep[] {
  return [
    { id: 'savedFirstArticle', label: 'Save your first article' },
    {
      id: 'installedBookmarklet',
      label: 'Install the bookmarklet',
      href: paths.bookmarklet.href(),
    },
    { id: 'usedTags', label: 'Organize with tags' },
    { id: 'readAnArticle', label: 'Enjoy clean reading' },
    isPro
      ? { id: 'usedAiOrUpgraded', label: 'Use AI Summaries' }
      : { id: 'usedAiOrUpgraded', label: 'Upgrade to Pro', href: paths.settings.href() },
  ];
}

type GettingStartedChecklistProps = {
  isPro: boolean;
  progress: ChecklistProgress;
  /** Spec "Dashboard": the checklist exists, but the dashboard keeps it hidden. */
  hidden?: boolean;
};

/** "X of N completed" and the steps of spec "Dashboard"'s getting-started checklist. */
export function GettingStartedChecklist({ isPro, progress, hidden }: GettingStartedChecklistProps) {
  const steps = checklistSteps(isPro);
  const done = steps.filter((step) => progress[step.id]).length;
  return (
    <section
      hidden={hidden}
      aria-labelledby="getting-started-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 dark:bg-stone-900/60 dark:ring-stone-800"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2
          id="getting-started-heading"
          className="text-base font-semibold text-stone-900 dark:text-white"
        >
          Getting started
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {done} of {steps.length} completed
        </p>
      </div>
      <div
        aria-hidden="true"
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ul className="mt-4 space-y-2">
        {steps.map((step) => {
          const complete = progress[step.id];
          const Icon = complete ? CircleCheck : Circle;
          const label = (
            <span className={cn(complete && 'text-stone-500 line-through dark:text-stone-500')}>
              {step.label}
            </span>
          );
          return (
            <li key={step.id} className="flex items-center gap-2.5 text-[0.9375rem]">
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-[1.125rem] shrink-0',
                  complete ? 'text-emerald-600 dark:text-emerald-400' : 'text-stone-400',
                )}
              />
              <span className="sr-only">{complete ? 'Done: ' : 'To do: '}</span>
              {step.href && !complete ? (
                <Link
                  to={step.href}
                  className="font-medium text-stone-900 underline-offset-4 hover:underline dark:text-white"
                >
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
