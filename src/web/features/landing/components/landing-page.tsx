import type { ReactNode } from 'react';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { LandingClosing } from '@/web/features/landing/components/landing-closing';
import { LandingFeatures } from '@/web/features/landing/components/landing-features';
import { LandingHero } from '@/web/features/landing/components/landing-hero';

/**
 * Spec §2, Landing page. The top bar and footer come from the site layout around it;
 * `preview` is the library's own cards with sample articles (composed by the route).
 */
export function LandingPage({ preview }: { preview: ReactNode }) {
  return (
    <>
      <DocumentTitle />
      <LandingHero preview={preview} />
      <LandingFeatures />
      <LandingClosing />
    </>
  );
}
