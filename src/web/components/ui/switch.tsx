import { useId } from 'react';
import { cn } from '@/web/lib/cn';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  className?: string;
};

/** An on/off setting with its visible label; a button with role="switch" to assistive tech. */
export function Switch({ checked, onCheckedChange, label, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-2.5', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors duration-200',
          checked
            ? 'bg-stone-900 dark:bg-brand'
            : 'bg-stone-300 hover:bg-stone-400/80 dark:bg-stone-700 dark:hover:bg-stone-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-5 rounded-full bg-white shadow-sm shadow-stone-900/20 transition-transform duration-200',
            checked && 'translate-x-4',
          )}
        />
      </button>
      <label
        htmlFor={id}
        className="cursor-pointer text-sm font-medium text-stone-700 select-none dark:text-stone-300"
      >
        {label}
      </label>
    </div>
  );
}
