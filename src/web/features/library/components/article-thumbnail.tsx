import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { safeImageUrl } from '@/web/features/library/lib/card-display';
import { cn } from '@/web/lib/cn';

/**
 * The card's picture in a box of fixed size: an image arriving late, failing or missing never
 * moves anything around it. Without one, a quiet placeholder holds the same place.
 */
export function ArticleThumbnail({
  image,
  className,
}: {
  image: string | null;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : safeImageUrl(image);
  return (
    <div
      data-thumbnail
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-900/5 dark:bg-stone-800 dark:ring-white/5',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <Newspaper aria-hidden="true" className="size-1/3 text-stone-400 dark:text-stone-500" />
      )}
    </div>
  );
}
