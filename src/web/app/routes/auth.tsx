import { useLocation, useSearchParams } from 'react-router';
import { SignInPage } from '@/web/features/auth/components/sign-in-page';
import { rememberedPath } from '@/web/features/auth/lib/remembered-page';
import { signInCodeMessage } from '@/web/features/auth/lib/sign-in-error';

/** /auth (guest-only; the guard around it moves signed-in readers on). */
export function AuthRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // A confirmation link or a popup opened as a tab comes back here with `?error=<code>`.
  const errorCode = searchParams.get('error');
  return (
    <SignInPage
      rememberedPath={rememberedPath(location)}
      initialError={errorCode ? signInCodeMessage(errorCode) : null}
    />
  );
}
