import type { HelpCategoryId } from '@/shared/events/usage-events';
import { HELP_CATEGORIES } from '@/web/features/help/lib/help-categories';
import { cn } from '@/web/lib/cn';

/** The topic chips: a toggle group, one pressed at a time. Tab reaches each, Enter or Space picks. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: HelpCategoryId;
  onChange: (id: HelpCategoryId) => void;
}) {
  return (
    <div role="group" aria-label="Topics" className="flex flex-wrap gap-2">
      {HELP_CATEGORIES.map((category) => {
        const pressed = category.id === value;
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category.id)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'bg-stone-900 text-white hover:bg-stone-800 dark:bg-white dark:text-stone-950 dark:hover:bg-stone-200'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-100 hover:text-stone-950 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white',
            )}
          >
            {category.label}
          </button>
        );
      })}
    </div>
  );
}
