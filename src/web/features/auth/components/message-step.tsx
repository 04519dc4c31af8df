import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { AuthCardHeading } from '@/web/features/auth/components/auth-card';

/** A step that only tells the reader something, e.g. "Check your inbox". */
export function MessageStep({
  icon: Icon,
  title,
  children,
  actionLabel,
  onAction,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  // No field to focus here: focus the heading, so screen readers read the news.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <>
      <div className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <AuthCardHeading title={title} headingRef={heading} />
      <div className="-mt-3 space-y-3 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
        {children}
      </div>
      <Button variant="secondary" onClick={onAction} className="mt-7 w-full">
        {actionLabel}
      </Button>
    </>
  );
}
