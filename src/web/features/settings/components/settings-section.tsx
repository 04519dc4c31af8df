import { useId, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** One Settings section: a card named by its heading, so each is a landmark a reader can find. */
export function SettingsSection({
  title,
  icon,
  description,
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-3xl bg-white p-6 shadow-sm ring-1 shadow-stone-900/5 ring-stone-900/[0.07] sm:p-8 dark:bg-stone-900/60 dark:shadow-none dark:ring-white/10',
        className,
      )}
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      {description && (
        <p className="mt-2 max-w-2xl text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
          {description}
        </p>
      )}
      {children}
    </section>
  );
}

/** A label and its value, one row of a section's facts; `action` sits after the value. */
export function SettingsFact({
  label,
  children,
  action,
}: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-6">
      <dt className="text-sm font-medium text-stone-600 sm:w-44 sm:shrink-0 dark:text-stone-400">
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-[0.9375rem] break-words text-stone-900 dark:text-white">
        {children}
      </dd>
      {action && <dd className="mt-1 sm:mt-0">{action}</dd>}
    </div>
  );
}

export function SettingsFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-4 divide-y divide-stone-200/80 dark:divide-stone-800">{children}</dl>;
}
