import { LandingPage } from '@/web/features/landing/components/landing-page';

export function LandingRoute() {
  return <LandingPage />;
}
