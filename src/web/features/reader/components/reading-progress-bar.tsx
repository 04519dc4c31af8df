import { useEffect, useRef, type RefObject } from 'react';
import { bodyGeometry } from '@/web/features/reader/hooks/use-reading-progress';
import { progressAt } from '@/web/features/reader/lib/reading-position';

/**
 * A thin bar along the toolbar's lower edge showing how far into the article the reader is.
 * Updated outside React on each frame that scrolled, so scrolling re-renders nothing.
 */
export function ReadingProgressBar({ bodyRef }: { bodyRef: RefObject<HTMLElement | null> }) {
  const barRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const body = bodyRef.current;
      if (!body?.isConnected || !barRef.current || !fillRef.current) return;
      const progress = progressAt(bodyGeometry(body));
      fillRef.current.style.transform = `scaleX(${progress})`;
      barRef.current.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const listening = new AbortController();
    window.addEventListener('scroll', schedule, { passive: true, signal: listening.signal });
    window.addEventListener('resize', schedule, { passive: true, signal: listening.signal });
    // The body's height changes as images load and text settings change.
    const resized = new ResizeObserver(schedule);
    if (bodyRef.current) resized.observe(bodyRef.current);
    schedule();
    return () => {
      listening.abort();
      resized.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [bodyRef]);

  return (
    <div
      ref={barRef}
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="pointer-events-none absolute inset-x-0 -bottom-px h-0.5 overflow-hidden"
    >
      <div
        ref={fillRef}
        className="bg-brand h-full origin-left scale-x-0 motion-safe:transition-transform motion-safe:duration-150"
      />
    </div>
  );
}
