import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@/web/features/theme/theme-provider';
import { cn } from '@/web/lib/cn';

/** Icon button that flips between light and dark; its name says what a press will do. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const Icon = theme === 'dark' ? Sun : Moon;

  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 shrink-0 sm:size-10 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-200/70 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-[1.15rem]" strokeWidth={2} />
    </button>
  );
}
