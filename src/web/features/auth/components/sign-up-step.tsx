import { useState, type FormEvent } from 'react';
import { TextField } from '@/web/components/ui/text-field';
import { AuthCardHeading } from '@/web/features/auth/components/auth-card';
import { EmailChip } from '@/web/features/auth/components/email-chip';
import {
  MailOutboxNote,
  useMailGoesToOutbox,
} from '@/web/features/auth/components/mail-outbox-note';
import { PasswordField } from '@/web/features/auth/components/password-field';
import { SubmitButton } from '@/web/features/auth/components/submit-button';
import { NAME_MAX_LENGTH } from '@/shared/auth/account-fields';
import {
  displayNameProblem,
  newPasswordProblem,
  PASSWORD_RULE,
} from '@/web/features/auth/lib/credential-rules';

export function SignUpStep({
  email,
  password,
  name,
  onPasswordChange,
  onNameChange,
  onCreate,
  onBackToSignIn,
  onChangeEmail,
  busy,
  serverError,
}: {
  email: string;
  password: string;
  name: string;
  onPasswordChange: (password: string) => void;
  onNameChange: (name: string) => void;
  onCreate: () => void;
  onBackToSignIn: () => void;
  onChangeEmail: () => void;
  busy: boolean;
  serverError: string | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const outbox = useMailGoesToOutbox();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameIssue = displayNameProblem(name);
    const problem = newPasswordProblem(password);
    setNameError(nameIssue);
    setError(problem);
    if (!nameIssue && !problem) onCreate();
  };

  return (
    <>
      <AuthCardHeading
        title="Create your account"
        description={
          outbox
            ? 'It’s free. Then you confirm your address with a link.'
            : 'It’s free. We’ll email you a link to confirm your address.'
        }
      />
      <EmailChip email={email} onChange={onChangeEmail} />
      {outbox && (
        <div className="mb-5">
          <MailOutboxNote sent={false} />
        </div>
      )}
      <form noValidate onSubmit={submit} className="space-y-5">
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={
            <>
              Display name{' '}
              <span className="font-normal text-stone-500 dark:text-stone-400">(optional)</span>
            </>
          }
          name="name"
          autoComplete="name"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          error={nameError}
          autoFocus
          onChange={(event) => {
            onNameChange(event.target.value);
            setNameError(null);
          }}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          hint={PASSWORD_RULE}
          error={error ?? serverError}
          onChange={(event) => {
            onPasswordChange(event.target.value);
            setError(null);
          }}
        />
        <div className="pt-1">
          <SubmitButton busy={busy}>Create account</SubmitButton>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
        Already have an account?{' '}
        <button
          type="button"
          onClick={onBackToSignIn}
          className="rounded font-semibold text-brand-ink hover:underline dark:text-brand-ink-dark"
        >
          Sign in
        </button>
      </p>
    </>
  );
}
