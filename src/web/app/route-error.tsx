import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { FullPageError } from '@/web/components/ui/full-page-error';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { ErrorFallback } from '@/web/components/ui/error-fallback';
import { NotFoundRoute } from '@/web/app/routes/not-found';

/**
 * "Try Again" for a route error: navigating to the very same address gives React Router a
 * new location, which clears the error and renders (and loads) the route afresh.
 */
function useRetryRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
}

/** errorElement of the routes inside the site layout: header and footer stay usable. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const retry = useRetryRoute();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-20 sm:px-8 sm:py-28">
      <DocumentTitle title="Something went wrong" />
      <ErrorFallback onRetry={retry} error={error} />
    </div>
  );
}

/** errorElement of the root route: the last line of defence, with its own landmarks. */
export function RootErrorPage() {
  const error = useRouteError();
  const retry = useRetryRoute();
  return (
    <>
      <DocumentTitle title="Something went wrong" />
      <FullPageError error={error} onRetry={retry} />
    </>
  );
}
