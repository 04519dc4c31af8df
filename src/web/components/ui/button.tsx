import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/web/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger' | 'danger-ghost';
type Size = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = { variant?: Variant; size?: Size };

const base =
  'inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-[background-color,color,box-shadow,transform] duration-150 active:translate-y-px disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<Variant, string> = {
  // Amber fill with near-black ink: 9:1 contrast, unlike amber text on white.
  primary:
    'bg-brand text-stone-950 shadow-sm shadow-amber-900/10 ring-1 ring-inset ring-amber-600/20 hover:bg-brand-hover',
  secondary:
    'bg-white text-stone-900 shadow-sm shadow-stone-900/5 ring-1 ring-inset ring-stone-300 hover:bg-stone-50 hover:ring-stone-400 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:ring-stone-600',
  ghost:
    'text-stone-700 hover:bg-stone-200/60 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white',
  // For dark panels in either theme.
  inverse: 'bg-white/10 text-white ring-1 ring-inset ring-white/25 hover:bg-white/15',
  // Confirms something that cannot be undone.
  danger:
    'bg-red-600 text-white shadow-sm shadow-red-900/20 hover:bg-red-700 dark:hover:bg-red-500',
  // Starts something destructive that will still ask first.
  'danger-ghost':
    'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/60 dark:hover:text-red-300',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-[0.8125rem] sm:px-4 sm:text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps = {}) {
  return cn(base, variants[variant], sizes[size]);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps) {
  return (
    <button type={type} className={cn(buttonClasses({ variant, size }), className)} {...props} />
  );
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyleProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
