import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { MAX_SEARCH_QUERY_LENGTH } from '@/shared/articles/list-options';
import { cn } from '@/web/lib/cn';

/** Results follow the typing, but not every keystroke asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchBoxProps = {
  /** The search in the address; the box follows it when it changes elsewhere (Back, Clear). */
  value: string;
  /** A new search, after a pause in typing (or at once for Escape and Clear). */
  onSearch: (q: string) => void;
  /** Results of the current search are on their way. */
  searching: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const same = (a: string, b: string) => a.trim() === b.trim();

/** The library's search field: "/" focuses it (see LibraryView), Escape clears it. */
export function SearchBox({ value, onSearch, searching, inputRef }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The last search handed on, so an address change that merely echoes it leaves the box alone.
  const sent = useRef(value);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  useEffect(() => {
    if (same(value, sent.current)) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (same(text, sent.current)) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      latestOnSearch.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const clear = () => {
    setText('');
    if (sent.current !== '') {
      sent.current = '';
      latestOnSearch.current('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // The first Escape clears; on an empty box it hands the keys back to the list (j, k).
    if (text !== '') clear();
    else event.currentTarget.blur();
  };

  return (
    <div role="search" className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
      />
      <input
        ref={inputRef}
        type="search"
        value={text}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Search your library"
        placeholder="Search your library"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className={cn(
          'h-10 w-full rounded-full bg-white pr-16 pl-9 text-[0.9375rem] text-stone-900 ring-1 ring-stone-300 transition-shadow outline-none ring-inset placeholder:text-stone-500 focus-visible:ring-2 focus-visible:ring-brand-ink dark:bg-stone-900 dark:text-white dark:ring-stone-700 dark:placeholder:text-stone-400 dark:focus-visible:ring-brand-ink-dark',
          '[&::-webkit-search-cancel-button]:appearance-none',
        )}
      />
      {/* Fixed slots at the end of the field: nothing around it moves while results load. */}
      <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
        {searching && (
          <span data-searching className="flex size-8 items-center justify-center">
            <Spinner className="text-stone-500 dark:text-stone-400" label="Searching" />
          </span>
        )}
        {text !== '' && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="inline-flex size-8 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
