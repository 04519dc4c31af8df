import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSignInMethods } from '@/web/features/auth/api/get-sign-in-methods';
import { requestPasswordReset } from '@/web/features/auth/api/request-password-reset';
import { signInWithEmail } from '@/web/features/auth/api/sign-in-email';
import { signUpWithEmail } from '@/web/features/auth/api/sign-up-email';
import { EmailStep } from '@/web/features/auth/components/email-step';
import {
  MailOutboxNote,
  useMailGoesToOutbox,
} from '@/web/features/auth/components/mail-outbox-note';
import { MessageStep } from '@/web/features/auth/components/message-step';
import { PasswordStep } from '@/web/features/auth/components/password-step';
import { ProviderButtons } from '@/web/features/auth/components/provider-buttons';
import { RecoverStep } from '@/web/features/auth/components/recover-step';
import { SignUpStep } from '@/web/features/auth/components/sign-up-step';
import { useRefreshSession } from '@/web/features/auth/hooks/use-refresh-session';
import { useSocialSignIn } from '@/web/features/auth/hooks/use-social-sign-in';
import { confirmationCallbackURL } from '@/web/features/auth/lib/remembered-page';
import { SignInError, signInErrorMessage } from '@/web/features/auth/lib/sign-in-error';
import { ApiError } from '@/web/lib/api-client';

type Step = 'email' | 'password' | 'sign-up' | 'recover' | 'check-inbox' | 'reset-sent';

// Failures that are about the password the reader typed: shown under the field, not in the banner.
const PASSWORD_FIELD_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_TOO_LONG',
]);

function isPasswordFieldError(error: unknown): boolean {
  return error instanceof ApiError && PASSWORD_FIELD_CODES.has(error.code);
}

/**
 * The sign-in widget: email first; then one password step offering both "Sign in" and
 * "Create account" (and "Forgot password?"), so nothing reveals whether an address has an
 * account; provider buttons for what the server offers. Success refreshes the session, and the
 * page's guard moves on to the remembered page.
 */
export function SignInWidget({
  rememberedPath,
  onError,
}: {
  rememberedPath: string;
  /** Shows a message in the page's error banner; null clears it. */
  onError: (message: string | null) => void;
}) {
  const methods = useSignInMethods();
  const social = useSocialSignIn({ onError });
  const refreshSession = useRefreshSession();
  const outbox = useMailGoesToOutbox();

  const [step, setStep] = useState<Step>('email');
  // Fields get focus once the reader has moved on from the first screen, not on arrival.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  useEffect(() => {
    if (methods.isError) onError(signInErrorMessage(new SignInError('INIT_FAILED')));
  }, [methods.isError, onError]);

  const go = (next: Step) => {
    onError(null);
    setPasswordError(null);
    setMoved(true);
    setStep(next);
  };

  /** Runs one request; maps its failure to the field or the banner. */
  const run = async (work: () => Promise<void>) => {
    onError(null);
    setPasswordError(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (isPasswordFieldError(error)) setPasswordError(signInErrorMessage(error));
      else onError(signInErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const callbackURL = confirmationCallbackURL(rememberedPath);

  switch (step) {
    case 'email':
      return (
        <EmailStep
          email={email}
          onEmailChange={setEmail}
          onContinue={(value) => {
            setEmail(value);
            go('password');
          }}
          autoFocus={moved}
        >
          <ProviderButtons
            providers={methods.data?.providers ?? []}
            pending={social.pending}
            onSelect={(provider) => void social.start(provider)}
          />
        </EmailStep>
      );

    case 'password':
      return (
        <PasswordStep
          email={email}
          password={password}
          onPasswordChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          busy={busy}
          serverError={passwordError}
          onChangeEmail={() => go('email')}
          onForgotPassword={() => go('recover')}
          onCreateAccount={() => go('sign-up')}
          onSignIn={() =>
            void run(async () => {
              await signInWithEmail({ email, password, callbackURL });
              await refreshSession();
            })
          }
        />
      );

    case 'sign-up':
      return (
        <SignUpStep
          email={email}
          password={password}
          name={name}
          onPasswordChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          onNameChange={setName}
          busy={busy}
          serverError={passwordError}
          onChangeEmail={() => go('email')}
          onBackToSignIn={() => go('password')}
          onCreate={() =>
            void run(async () => {
              await signUpWithEmail({ email, password, name: name.trim(), callbackURL });
              setPassword('');
              go('check-inbox');
            })
          }
        />
      );

    case 'recover':
      return (
        <RecoverStep
          email={email}
          onEmailChange={setEmail}
          busy={busy}
          onBack={() => go('password')}
          onSend={(value) =>
            void run(async () => {
              setEmail(value);
              await requestPasswordReset(value);
              go('reset-sent');
            })
          }
        />
      );

    case 'check-inbox':
      return (
        <MessageStep
          icon={MailCheck}
          title={outbox ? 'Open your confirmation link' : 'Check your inbox'}
          actionLabel="Back to sign in"
          onAction={() => go('email')}
        >
          {outbox ? (
            <>
              <p>
                We’ve written a message for{' '}
                <strong className="font-semibold text-stone-900 dark:text-white">{email}</strong>.
                Open the link in it to finish setting up and sign in.
              </p>
              <MailOutboxNote sent />
            </>
          ) : (
            <>
              <p>
                We’ve sent a message to{' '}
                <strong className="font-semibold text-stone-900 dark:text-white">{email}</strong>.
                Open the link in it to finish setting up and sign in.
              </p>
              <p className="text-sm text-stone-500 dark:text-stone-400">
                Nothing there? Check your spam folder, or wait a few minutes and try again.
              </p>
            </>
          )}
        </MessageStep>
      );

    case 'reset-sent':
      return (
        <MessageStep
          icon={MailCheck}
          title="Check your email"
          actionLabel="Back to sign in"
          onAction={() => go('password')}
        >
          <p>
            If <strong className="font-semibold text-stone-900 dark:text-white">{email}</strong> has
            a Canyon account, we’ve sent it a link to choose a new password. The link works for one
            hour.
          </p>
        </MessageStep>
      );
  }
}
