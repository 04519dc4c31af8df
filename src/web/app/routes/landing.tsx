import { SampleLibrary } from '@/web/app/routes/landing-sample-library';
import { LandingPage } from '@/web/features/landing/components/landing-page';

/**
 * The product preview shows the library's real cards (issue #17). Only the card comes with the
 * landing page (about 5 KB gzipped, free of zod, which must stay out of the first bundle), not the
 * library's screen; the dashboard then finds it already loaded.
 */
export function LandingRoute() {
  return (
    <LandingPage
      preview={
        <div className="divide-y divide-stone-200/80 overflow-hidden rounded-xl ring-1 ring-stone-200/80 dark:divide-stone-800 dark:ring-stone-800">
          <SampleLibrary />
        </div>
      }
    />
  );
}
