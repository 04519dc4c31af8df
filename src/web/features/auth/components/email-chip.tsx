import { Mail } from 'lucide-react';

/** The address a step is about, with the way back to change it. */
export function EmailChip({ email, onChange }: { email: string; onChange: () => void }) {
  return (
    <div className="mb-5 flex items-center gap-3 rounded-xl bg-stone-100 py-2 pr-2 pl-3 dark:bg-stone-800/70">
      <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500 dark:text-stone-400" />
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-stone-800 dark:text-stone-100">
        {email}
      </span>
      <button
        type="button"
        onClick={onChange}
        className="shrink-0 rounded-lg px-2.5 py-1 text-sm font-semibold text-brand-ink transition-colors hover:bg-white dark:text-brand-ink-dark dark:hover:bg-stone-900"
      >
        Change<span className="sr-only"> email address</span>
      </button>
    </div>
  );
}
