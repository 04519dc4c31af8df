import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';

type NeighbourLinkProps = {
  direction: 'previous' | 'next';
  /** The neighbour in the dashboard's list; without one the button stays, dimmed, in its place. */
  href: string | null | undefined;
  /** Replace this history entry (when the reader came from the list, so Back still leads there). */
  replace: boolean;
  /** Router state carried on to the neighbour. */
  state: unknown;
  /** The toolbar's button look. */
  className: string;
};

// The label shows only when the toolbar has room for it (a container query on the toolbar).
const label = 'hidden @[47rem]:inline';

/** The reader toolbar's Previous or Next article button. */
export function NeighbourLink({ direction, href, replace, state, className }: NeighbourLinkProps) {
  const previous = direction === 'previous';
  const name = previous ? 'Previous' : 'Next';
  const Chevron = previous ? ChevronLeft : ChevronRight;
  // The chevron points the way: before the label for Previous, after it for Next.
  const inside = (chevron: ReactNode) => (
    <>
      {previous && chevron}
      <span className={label}>{name}</span>
      {!previous && chevron}
    </>
  );
  if (!href) {
    return (
      <span aria-hidden="true" className={cn(className, 'opacity-40')}>
        {inside(<Chevron />)}
      </span>
    );
  }
  return (
    <Link
      to={href}
      replace={replace}
      state={state}
      className={className}
      aria-label={`${name} article`}
      title={`${name} article`}
    >
      {inside(<Chevron aria-hidden="true" />)}
    </Link>
  );
}
