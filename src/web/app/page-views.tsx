import { useLocation } from 'react-router';
import { usePageTitle } from '@/web/app/page-title';
import { useSession } from '@/web/features/auth/api/get-me';
import { useUsageEventOnce } from '@/web/features/usage-events/use-usage-event-once';

/**
 * Spec §7 page_view `{page_title}`, for signed-in readers: once per page, i.e. per pathname.
 * A changed query or hash (a dashboard filter, /help#contact) is the same page. Screens that
 * send a signed-in reader elsewhere (the landing page, sign-in) have no title, so the redirect
 * is not counted as a view of them.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const pageTitle = usePageTitle();
  const signedIn = useSession().status === 'signed-in';
  useUsageEventOnce(
    pathname,
    signedIn && pageTitle ? { name: 'page_view', properties: { page_title: pageTitle } } : null,
  );
  return null;
}
