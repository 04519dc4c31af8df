import { useState, type FormEvent } from 'react';
import { TextField } from '@/web/components/ui/text-field';
import { AuthCardHeading } from '@/web/features/auth/components/auth-card';
import { SubmitButton } from '@/web/features/auth/components/submit-button';
import { emailProblem, normalizeEmail } from '@/web/features/auth/lib/credential-rules';

export function RecoverStep({
  email,
  onEmailChange,
  onSend,
  onBack,
  busy,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSend: (email: string) => void;
  onBack: () => void;
  busy: boolean;
}) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (!problem) onSend(normalizeEmail(email));
  };

  return (
    <>
      <AuthCardHeading
        title="Reset your password"
        description="We’ll email you a link to choose a new password."
      />
      <form noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={error}
          autoFocus
          onChange={(event) => {
            onEmailChange(event.target.value);
            setError(null);
          }}
        />
        <div className="mt-6 flex flex-col gap-3">
          <SubmitButton busy={busy}>Send reset link</SubmitButton>
          <SubmitButton type="button" variant="ghost" onClick={onBack} disabled={busy}>
            Back to sign in
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
