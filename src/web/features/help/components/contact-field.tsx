import { useId, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

const controlBase =
  'block w-full rounded-xl border-0 bg-white px-3.5 text-[0.9375rem] text-stone-900 shadow-sm ring-inset transition-shadow placeholder:text-stone-500 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-stone-950 dark:text-white dark:placeholder:text-stone-400';
const controlNormal =
  'ring-1 ring-stone-300 focus:ring-brand-ink dark:ring-stone-700 dark:focus:ring-brand-ink-dark';
// One ring colour or the other, never both: two colour classes would fight over one property.
const controlInvalid =
  'ring-2 ring-red-500 focus:ring-red-600 dark:ring-red-400 dark:focus:ring-red-400';

type ContactFieldProps = {
  label: string;
  error?: string;
  /** Shown under the field, beside any error (e.g. a character count). */
  hint?: ReactNode;
  className?: string;
  /** The control itself, given its id, its state for assistive technology and its classes. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control of the contact form whose error and hint are tied to it. */
export function ContactField({ label, error, hint, className, children }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-stone-800 dark:text-stone-200"
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: cn(controlBase, error ? controlInvalid : controlNormal),
      })}
      {(error || hint) && (
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          {error ? (
            <p id={errorId} className="text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint && (
            <p id={hintId} className="shrink-0 text-stone-600 dark:text-stone-400">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
