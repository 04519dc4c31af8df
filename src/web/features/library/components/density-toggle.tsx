import { Rows3, Rows4 } from 'lucide-react';
import { Tooltip } from '@/web/components/ui/tooltip';
import type { LibraryDensity } from '@/web/features/library/api/save-library-density';

type DensityToggleProps = {
  density: LibraryDensity;
  onDensityChange: (density: LibraryDensity) => void;
};

/** Compact view on or off: one button with a pressed state, named for what it turns on. */
export function DensityToggle({ density, onDensityChange }: DensityToggleProps) {
  const compact = density === 'compact';
  const Icon = compact ? Rows4 : Rows3;
  return (
    <Tooltip content={compact ? 'Comfortable view' : 'Compact view'}>
      <button
        type="button"
        aria-label="Compact view"
        aria-pressed={compact}
        onClick={() => onDensityChange(compact ? 'comfortable' : 'compact')}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 ring-1 ring-stone-300 transition-colors ring-inset hover:bg-stone-100 hover:text-stone-950 aria-pressed:bg-stone-900 aria-pressed:text-white aria-pressed:ring-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white dark:aria-pressed:bg-amber-400 dark:aria-pressed:text-stone-950 dark:aria-pressed:ring-amber-400"
      >
        <Icon aria-hidden="true" className="size-[1.125rem]" />
      </button>
    </Tooltip>
  );
}
