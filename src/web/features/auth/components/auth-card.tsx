import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';

/**
 * The frame of the sign-in and password pages: brand header with the tagline, an optional
 * error banner, the card, and what goes under it.
 */
export function AuthCard({
  banner,
  children,
  footer,
}: {
  banner?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-[27rem] flex-1 flex-col px-4 pt-6 pb-12 sm:px-0 sm:pt-12">
      <div className="flex flex-col items-center text-center">
        <Link to={paths.home.href()} aria-label="Canyon home" className="rounded-xl">
          <Logo size="lg" />
        </Link>
        <p className="mt-3 text-sm font-medium tracking-wide text-stone-600 dark:text-stone-400">
          Save. Understand. Thrive.
        </p>
      </div>
      {banner}
      <div className="mt-6 rounded-3xl bg-white px-5 py-7 shadow-xl shadow-stone-900/[0.06] ring-1 ring-stone-900/[0.07] sm:px-8 sm:py-9 dark:bg-stone-900/80 dark:shadow-black/30 dark:ring-white/10">
        {children}
      </div>
      {footer}
    </div>
  );
}

/** The card's heading and the line under it; the heading takes focus when a step opens. */
export function AuthCardHeading({
  title,
  description,
  headingRef,
}: {
  title: string;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-6">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-stone-900 outline-none dark:text-white"
      >
        {title}
      </h1>
      {description && (
        <p className="mt-2 text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
          {description}
        </p>
      )}
    </div>
  );
}
