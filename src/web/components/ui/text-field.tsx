import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  /** Help shown under the field while there is no error. */
  hint?: ReactNode;
  /** Shown under the field in place of the hint, and announced with it. */
  error?: string | null;
  /** Something inside the field's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  /** Something on the label's line, right-aligned, e.g. "Forgot password?". */
  labelAction?: ReactNode;
};

const inputBase =
  'block h-11 w-full rounded-xl border-0 bg-white px-3.5 text-[0.9375rem] text-stone-900 shadow-sm ring-inset transition-shadow placeholder:text-stone-400 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-stone-950 dark:text-white dark:placeholder:text-stone-500';
const inputNormal =
  'ring-1 ring-stone-300 focus:ring-brand-ink dark:ring-stone-700 dark:focus:ring-brand-ink-dark';
// One ring colour or the other, never both: two colour classes would fight over one property.
const inputInvalid =
  'ring-2 ring-red-500 focus:ring-red-600 dark:ring-red-400 dark:focus:ring-red-400';

export const inputClasses = cn(inputBase, inputNormal);

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  trailing,
  labelAction,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
          {label}
        </label>
        {labelAction}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputBase, error ? inputInvalid : inputNormal, trailing ? 'pr-12' : null)}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
