import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

type ListSelectProps<T extends string> = {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
};

/** A small native select with its visible label (the platform's own keyboard and pickers). */
export function ListSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: ListSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label
        htmlFor={id}
        className="shrink-0 text-[0.8125rem] font-semibold text-stone-600 dark:text-stone-400"
      >
        {label}
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
          className="h-9 w-full min-w-0 appearance-none rounded-full bg-white pr-8 pl-3 text-[0.8125rem] font-medium text-stone-800 ring-1 ring-stone-300 outline-none ring-inset focus-visible:ring-2 focus-visible:ring-brand-ink dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700 dark:focus-visible:ring-brand-ink-dark"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
      </div>
    </div>
  );
}
