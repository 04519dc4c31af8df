import { Search } from 'lucide-react';
import { useId } from 'react';

/** The Help Center's search box: matches questions and answers as the reader types. */
export function HelpSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative mx-auto mt-8 max-w-xl">
      <label htmlFor={id} className="sr-only">
        Search the Help Center
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-400 dark:text-stone-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search for answers…"
        autoComplete="off"
        spellCheck={false}
        className="block h-13 w-full rounded-full border-0 bg-white pr-5 pl-12 text-base text-stone-900 shadow-sm ring-1 ring-stone-300 transition-shadow ring-inset placeholder:text-stone-500 focus:ring-2 focus:ring-brand-ink focus:outline-none dark:bg-stone-900 dark:text-white dark:ring-stone-700 dark:placeholder:text-stone-400 dark:focus:ring-brand-ink-dark"
      />
    </div>
  );
}
