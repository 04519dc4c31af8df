import { DocumentTitle } from '@/web/components/ui/document-title';
import { LandingClosing } from '@/web/features/landing/components/landing-closing';
import { LandingFeatures } from '@/web/features/landing/components/landing-features';
import { LandingHero } from '@/web/features/landing/components/landing-hero';

/** Spec §2, Landing page. The top bar and footer come from the site layout around it. */
export function LandingPage() {
  return (
    <>
      <DocumentTitle />
      <LandingHero />
      <LandingFeatures />
      <LandingClosing />
    </>
  );
}
