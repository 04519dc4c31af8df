import { cn } from '@/web/lib/cn';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<LogoSize, { mark: string; text: string; gap: string }> = {
  sm: { mark: 'size-6', text: 'text-base', gap: 'gap-2' },
  md: { mark: 'size-8', text: 'text-xl', gap: 'gap-2.5' },
  lg: { mark: 'size-10', text: 'text-2xl', gap: 'gap-3' },
  xl: { mark: 'size-14', text: 'text-4xl', gap: 'gap-3.5' },
};

/** The brand accent of spec §9. */
export const BRAND_ACCENT = '#F59E0B';
const INK = '#1C1917';

/**
 * A bookmark cut by a canyon. Amber is only a fill here with dark ink on it, which keeps
 * the mark readable on light and dark backgrounds alike (public/favicon.svg is the same art).
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill={BRAND_ACCENT} />
      <path
        d="M8.5 7.5a1 1 0 0 1 1-1h4.2l2.3 5.5 2.3-5.5h4.2a1 1 0 0 1 1 1v18.3a.6.6 0 0 1-1 .5L16 21l-6.5 5.3a.6.6 0 0 1-1-.5z"
        fill={INK}
      />
    </svg>
  );
}

type LogoProps = {
  size?: LogoSize;
  /** Only the mark, e.g. in tight spaces; it then carries the name itself. */
  markOnly?: boolean;
  className?: string;
};

export function Logo({ size = 'md', markOnly = false, className }: LogoProps) {
  const s = sizes[size];
  if (markOnly) return <LogoMark title="Canyon" className={cn(s.mark, className)} />;
  return (
    <span data-size={size} className={cn('inline-flex items-center', s.gap, className)}>
      <LogoMark className={cn(s.mark, 'shrink-0')} />
      <span className={cn(s.text, 'font-bold tracking-tight text-stone-900 dark:text-white')}>
        Canyon
      </span>
    </span>
  );
}
