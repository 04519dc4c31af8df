import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/web/lib/cn';

/** Spec §9: the filter shows 8 tags, then "+N more" and "Show less". */
export const FILTER_TAGS = 8;

/** The tags to offer: every tag of the reader, plus picked ones that no article has any more. */
export function filterTagList(tags: readonly string[], selected: readonly string[]): string[] {
  const missing = selected.filter((tag) => !tags.includes(tag));
  return missing.length === 0 ? [...tags] : [...tags, ...missing].sort();
}

type TagFilterProps = {
  tags: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
};

const chip =
  'inline-flex h-8 max-w-56 items-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-medium transition-colors';

export function TagFilter({ tags, selected, onToggle, onClear }: TagFilterProps) {
  const labelId = useId();
  const [expanded, setExpanded] = useState(false);
  const all = filterTagList(tags, selected);
  const hidden = Math.max(0, all.length - FILTER_TAGS);
  const visible = expanded ? all : all.slice(0, FILTER_TAGS);

  if (all.length === 0) return null;

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span
        id={labelId}
        className="mr-1 text-[0.8125rem] font-semibold text-stone-600 dark:text-stone-400"
      >
        Filter by tag
      </span>
      {visible.map((tag) => {
        const pressed = selected.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(tag)}
            className={cn(
              chip,
              pressed
                ? 'bg-stone-900 text-white hover:bg-stone-800 dark:bg-amber-400 dark:text-stone-950 dark:hover:bg-amber-300'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-100 hover:text-stone-950 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white',
            )}
          >
            {pressed && <Check aria-hidden="true" className="-ml-0.5 size-3.5 shrink-0" />}
            <span className="truncate">{tag}</span>
          </button>
        );
      })}
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className={cn(
            chip,
            'text-stone-700 underline-offset-4 hover:underline dark:text-stone-300',
          )}
        >
          {expanded ? 'Show less' : `+${hidden} more`}
        </button>
      )}
      {selected.length > 0 && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Clear tag filter"
          className={cn(
            chip,
            'text-stone-600 hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white',
          )}
        >
          <X aria-hidden="true" className="size-3.5" />
          Clear
        </button>
      )}
    </div>
  );
}
