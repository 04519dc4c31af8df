import { KeyRound, Mail, RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useLinkedAccounts } from '@/web/features/settings/api/list-linked-accounts';
import { SettingsSection } from '@/web/features/settings/components/settings-section';

const KNOWN_NAMES: Record<string, string> = {
  credential: 'Email and password',
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  oidc: 'Single sign-on',
};

/** The reader-facing name of a linked sign-in method; the operator may name single sign-on. */
export function signInMethodName(providerId: string, providerNames: Record<string, string>) {
  if (providerId === 'credential') return KNOWN_NAMES.credential;
  return providerNames[providerId] ?? KNOWN_NAMES[providerId] ?? providerId;
}

/** The ways this reader signs in (read-only): email and password, and any linked providers. */
export function SignInMethodsSection({
  userId,
  email,
  providerNames,
}: {
  userId: string;
  email: string;
  /** Names this server gives its providers, e.g. `{ oidc: 'Company login' }`. */
  providerNames: Record<string, string>;
}) {
  const accounts = useLinkedAccounts(userId);
  return (
    <SettingsSection title="Sign-in Methods" description="The ways you can sign in to Canyon.">
      <div className="mt-5">
        {accounts.isPending ? (
          <div
            aria-hidden="true"
            className="h-11 w-full max-w-sm rounded-2xl bg-stone-200/70 motion-safe:animate-pulse dark:bg-stone-800"
          />
        ) : accounts.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center sm:justify-between dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
          >
            Your sign-in methods could not be loaded.
            <Button variant="secondary" size="sm" onClick={() => void accounts.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <ul aria-label="Linked sign-in methods" className="flex flex-col gap-2">
            {accounts.data.map((providerId) => (
              <li
                key={providerId}
                className="flex items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-stone-200 ring-inset dark:ring-stone-800"
              >
                {providerId === 'credential' ? (
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                ) : (
                  <KeyRound aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-stone-900 dark:text-white">
                    {signInMethodName(providerId, providerNames)}
                  </span>
                  {providerId === 'credential' && (
                    <span className="truncate text-sm text-stone-600 dark:text-stone-400">
                      {email}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}
