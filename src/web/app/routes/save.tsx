import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/web/config/paths';
import { useSession } from '@/web/features/auth/api/get-me';
import { NEXT_PARAM } from '@/web/features/auth/lib/remembered-page';
import { SavePage, type SavePageSession } from '@/web/features/save-page/components/save-page';
import { parseSaveParams, rememberedSavePath } from '@/web/features/save-page/lib/save-params';
import { saveArticle } from '@/web/features/saving/api/save-article';

/**
 * /save (public): what the bookmarklet and share sheets open. Signing in comes back to this
 * very page (router state, and `?next=` for a sign-in that leaves the app and returns).
 */
export function SaveRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseSaveParams(searchParams), [searchParams]);
  const signIn = useMemo(() => {
    const from = rememberedSavePath(pathname, searchParams);
    const search = new URLSearchParams({ [NEXT_PARAM]: from }).toString();
    return { to: `${paths.auth.href()}?${search}`, state: { from } };
  }, [pathname, searchParams]);

  const pageSession: SavePageSession =
    session.status === 'error' ? { status: 'error', retry: session.retry } : session;

  return <SavePage params={params} session={pageSession} save={saveArticle} signIn={signIn} />;
}
