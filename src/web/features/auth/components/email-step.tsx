import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/web/components/ui/text-field';
import { AuthCardHeading } from '@/web/features/auth/components/auth-card';
import { SubmitButton } from '@/web/features/auth/components/submit-button';
import { emailProblem, normalizeEmail } from '@/web/features/auth/lib/credential-rules';

/** Email first (spec §4 "Sign-in widget flow"); what comes next never depends on the address. */
export function EmailStep({
  email,
  onEmailChange,
  onContinue,
  autoFocus,
  children,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onContinue: (email: string) => void;
  autoFocus: boolean;
  /** The provider buttons, under the form. */
  children?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (!problem) onContinue(normalizeEmail(email));
  };

  return (
    <>
      <AuthCardHeading
        title="Sign in to Canyon"
        description="Enter your email to sign in, or to create your free account."
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
          placeholder="you@example.com"
          value={email}
          error={error}
          autoFocus={autoFocus}
          onChange={(event) => {
            onEmailChange(event.target.value);
            setError(null);
          }}
        />
        <div className="mt-6">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </form>
      {children}
    </>
  );
}
