import { CircleCheck, Link2Off } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ButtonLink } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { paths } from '@/web/config/paths';
import { resetPassword } from '@/web/features/auth/api/reset-password';
import { AuthCard, AuthCardHeading } from '@/web/features/auth/components/auth-card';
import { ErrorBanner } from '@/web/features/auth/components/error-banner';
import { PasswordField } from '@/web/features/auth/components/password-field';
import { SubmitButton } from '@/web/features/auth/components/submit-button';
import { newPasswordProblem, PASSWORD_RULE } from '@/web/features/auth/lib/credential-rules';
import { signInCodeMessage, signInErrorMessage } from '@/web/features/auth/lib/sign-in-error';
import { ApiError } from '@/web/lib/api-client';

type State = 'form' | 'done' | 'invalid';

const LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

function StatusIcon({ icon: Icon, tone }: { icon: typeof CircleCheck; tone: 'good' | 'bad' }) {
  return (
    <div
      className={
        tone === 'good'
          ? 'mb-5 flex size-12 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700 ring-1 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/20'
          : 'mb-5 flex size-12 items-center justify-center rounded-2xl bg-stone-100 text-stone-600 ring-1 ring-stone-200 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700'
      }
    >
      <Icon aria-hidden="true" className="size-6" />
    </div>
  );
}

/**
 * Where the password-reset mail link lands (`?token=…`, or `?error=INVALID_TOKEN` when the
 * link was expired or used): choose a new password, then sign in with it.
 */
export function ResetPasswordPage({
  token,
  linkError,
}: {
  token: string | null;
  linkError: string | null;
}) {
  const [state, setState] = useState<State>(token && !linkError ? 'form' : 'invalid');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    setFieldError(problem);
    if (problem || !token) return;
    setBusy(true);
    setBannerError(null);
    try {
      await resetPassword({ token, newPassword: password });
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && LINK_CODES.has(error.code)) setState('invalid');
      else if (error instanceof ApiError && error.code.startsWith('PASSWORD_')) {
        setFieldError(signInErrorMessage(error));
      } else setBannerError(signInErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      banner={
        <ErrorBanner
          message={bannerError}
          onDismiss={() => setBannerError(null)}
          className="mt-8"
        />
      }
    >
      <DocumentTitle title="Reset Password" />
      {state === 'form' && (
        <>
          <AuthCardHeading
            title="Choose a new password"
            description="You’ll sign in with it from now on, on every device."
          />
          <form noValidate onSubmit={(event) => void submit(event)}>
            <PasswordField
              label="New password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              hint={PASSWORD_RULE}
              error={fieldError}
              autoFocus
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(null);
              }}
            />
            <div className="mt-6">
              <SubmitButton busy={busy}>Save password</SubmitButton>
            </div>
          </form>
        </>
      )}
      {state === 'done' && (
        <>
          <StatusIcon icon={CircleCheck} tone="good" />
          <AuthCardHeading
            title="Password changed"
            description="Your new password is set, and you’ve been signed out everywhere. Sign in with it to continue."
          />
          <ButtonLink to={paths.auth.href()} className="w-full">
            Sign in
          </ButtonLink>
        </>
      )}
      {state === 'invalid' && (
        <>
          <StatusIcon icon={Link2Off} tone="bad" />
          <AuthCardHeading
            title="This link can’t be used"
            description={signInCodeMessage(
              linkError && !LINK_CODES.has(linkError) ? linkError : 'INVALID_TOKEN',
            )}
          />
          <ButtonLink to={paths.auth.href()} variant="secondary" className="w-full">
            Back to sign in
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
