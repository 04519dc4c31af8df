import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { AuthCardHeading } from '@/web/features/auth/components/auth-card';
import { EmailChip } from '@/web/features/auth/components/email-chip';
import { PasswordField } from '@/web/features/auth/components/password-field';
import { SubmitButton } from '@/web/features/auth/components/submit-button';
import { currentPasswordProblem } from '@/web/features/auth/lib/credential-rules';

/**
 * One step for everyone: the server never says whether an address has an account, so the
 * reader chooses between signing in and creating one.
 */
export function PasswordStep({
  email,
  password,
  onPasswordChange,
  onSignIn,
  onCreateAccount,
  onForgotPassword,
  onChangeEmail,
  busy,
  serverError,
}: {
  email: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onSignIn: () => void;
  onCreateAccount: () => void;
  onForgotPassword: () => void;
  onChangeEmail: () => void;
  busy: boolean;
  /** A failure that belongs to the password field, e.g. a wrong password. */
  serverError: string | null;
}) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = currentPasswordProblem(password);
    setError(problem);
    if (!problem) onSignIn();
  };

  return (
    <>
      <AuthCardHeading
        title="Welcome to Canyon"
        description="Sign in with your password, or create an account if you’re new here."
      />
      <EmailChip email={email} onChange={onChangeEmail} />
      <form noValidate onSubmit={submit}>
        {/* Lets password managers file the password under the right address. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={error ?? serverError}
          autoFocus
          onChange={(event) => {
            onPasswordChange(event.target.value);
            setError(null);
          }}
          labelAction={
            <button
              type="button"
              onClick={onForgotPassword}
              className="rounded text-sm font-semibold text-brand-ink hover:underline dark:text-brand-ink-dark"
            >
              Forgot password?
            </button>
          }
        />
        <div className="mt-6">
          <SubmitButton busy={busy}>Sign in</SubmitButton>
        </div>
      </form>
      <div className="mt-6 border-t border-stone-200 pt-6 text-center dark:border-stone-800">
        <p className="text-sm text-stone-600 dark:text-stone-400">New to Canyon?</p>
        <Button
          variant="secondary"
          onClick={onCreateAccount}
          disabled={busy}
          className="mt-3 w-full"
        >
          Create account
        </Button>
      </div>
    </>
  );
}
