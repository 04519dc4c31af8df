import { useState } from 'react';
import { canyonImageUrl } from '@/web/lib/canyon-image-url';
import { cn } from '@/web/lib/cn';

type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-11 text-base',
};

/** Up to two initials from a display name, or the first letter of an email address. */
export function initialsOf(name: string): string {
  const words =
    name
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

type AvatarProps = {
  /** Photo URL; initials show when there is none, it is not on Canyon, or it fails to load. */
  src?: string | null;
  /** Display name or email, for the initials. */
  name: string;
  size?: AvatarSize;
  className?: string;
};

/** Decorative: the name it stands for is always written next to it. */
export function Avatar({ src: photo, name, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Pages load images only from Canyon (SECURITY.md 45): a sign-in provider's photo URL is
  // another host, so those readers see their initials.
  const src = canyonImageUrl(photo);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-amber-100 font-semibold text-amber-900 ring-1 ring-amber-900/10 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/20',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
