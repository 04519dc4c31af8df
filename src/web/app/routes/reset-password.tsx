import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '@/web/features/auth/components/reset-password-page';

/** Where the password-reset mail link lands. Open to everyone: the token is the proof. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <ResetPasswordPage token={searchParams.get('token')} linkError={searchParams.get('error')} />
  );
}
