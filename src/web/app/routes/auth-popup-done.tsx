import { useSearchParams } from 'react-router';
import { PopupDonePage } from '@/web/features/auth/components/popup-done-page';

/** The last page of a sign-in popup; it reports to the sign-in page and closes. */
export function AuthPopupDoneRoute() {
  const [searchParams] = useSearchParams();
  return <PopupDonePage error={searchParams.get('error') || null} />;
}
