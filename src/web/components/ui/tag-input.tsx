import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { addTags, splitTagInput, TAGS_IN_EDITOR } from '@/shared/articles/tags';
import { cn } from '@/web/lib/cn';

type TagInputProps = {
  tags: string[];
  onChange: (tags: string[]) => void;
  label: string;
  /** Keep the label for assistive technology only (when the context already names the field). */
  hideLabel?: boolean;
  /** Spec §5: 10 in the form and the editor. */
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The tag input of spec §5 "Tag": Enter or a comma adds what was typed; Backspace in an empty
 * field removes the last tag; tags are lower-cased and trimmed; empty, invalid and duplicate
 * tags are dropped without a word; past `max` nothing is added and "Max N tags" shows; leaving
 * the field adds what is still typed. The rules themselves live in src/shared/articles/tags.ts.
 */
export function TagInput({
  tags,
  onChange,
  label,
  hideLabel = false,
  max = TAGS_IN_EDITOR,
  placeholder = 'Add a tag…',
  disabled = false,
  autoFocus = false,
  className,
}: TagInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const full = tags.length >= max;

  const commit = (typed: string) => {
    const next = addTags(tags, splitTagInput(typed), max);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ',' || (event.key === 'Enter' && text.trim() !== '')) {
      // Enter in an empty field still submits the form around it.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      onChange(tags.slice(0, -1));
    }
  };

  const onTextChange = (value: string) => {
    // Pasted "a, b, c": every part before the last comma becomes a tag.
    if (!value.includes(',')) return setText(value);
    const parts = splitTagInput(value);
    const rest = parts.pop() ?? '';
    const next = addTags(tags, parts, max);
    if (next.length !== tags.length) onChange(next);
    setText(rest.trimStart());
  };

  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cn(
          'mb-1.5 block text-sm font-medium text-stone-800 dark:text-stone-200',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      {/* Clicking anywhere in the box (not only on the narrow input) puts the caret in it. */}
      <div
        onClick={() => inputRef.current?.focus()}
        className={cn(
          'flex min-h-11 w-full cursor-text flex-wrap items-center gap-1.5 rounded-xl bg-white px-2 py-1.5 shadow-sm ring-1 ring-stone-300 ring-inset transition-shadow focus-within:ring-2 focus-within:ring-brand-ink dark:bg-stone-950 dark:ring-stone-700 dark:focus-within:ring-brand-ink-dark',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {tags.length > 0 && (
          <ul className="contents">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex h-7 max-w-full items-center gap-0.5 rounded-full bg-amber-100 pr-0.5 pl-2.5 text-[0.8125rem] font-medium text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
              >
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    onChange(tags.filter((t) => t !== tag));
                    inputRef.current?.focus();
                  }}
                  aria-label={`Remove tag ${tag}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-amber-900/70 transition-colors hover:bg-amber-200 hover:text-amber-950 dark:text-amber-100/70 dark:hover:bg-amber-400/25 dark:hover:text-white"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text && commit(text)}
          placeholder={full ? '' : placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="enter"
          className="h-8 min-w-24 flex-1 border-0 bg-transparent px-1.5 text-[0.9375rem] text-stone-900 placeholder:text-stone-400 focus:outline-none dark:text-white dark:placeholder:text-stone-500"
        />
      </div>
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className="mt-1.5 text-sm text-stone-600 dark:text-stone-400"
      >
        {full ? `Max ${max} tags` : 'Press Enter or comma to add a tag.'}
      </p>
    </div>
  );
}
