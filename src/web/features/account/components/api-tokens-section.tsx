import { Plus, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  API_TOKEN_NAME_MAX,
  createApiTokenBodySchema,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '@/shared/auth/api-tokens';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useCreateApiToken } from '@/web/features/account/api/create-api-token';
import { useApiTokens } from '@/web/features/account/api/list-api-tokens';
import {
  ApiTokenList,
  ApiTokenListSkeleton,
} from '@/web/features/account/components/api-token-list';
import { NewTokenCallout } from '@/web/features/account/components/new-token-callout';
import { RevokeTokenDialog } from '@/web/features/account/components/revoke-token-dialog';
import { ApiError } from '@/web/lib/api-client';

function createFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'The token could not be created. Please try again.';
}

/** Settings › API tokens: create (shown once), list, revoke with confirmation. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenSummary | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenBodySchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Give the token a name');
      return;
    }
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: (error) => setNameError(createFailure(error)),
    });
  };

  return (
    <section
      aria-labelledby="api-tokens-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 shadow-stone-900/5 ring-stone-900/[0.07] sm:p-8 dark:bg-stone-900/60 dark:shadow-none dark:ring-white/10"
    >
      <h2
        id="api-tokens-heading"
        className="text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
      >
        API tokens
      </h2>
      <p className="mt-2 max-w-2xl text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
        Personal tokens let scripts, shortcuts and other apps use Canyon as you, for example to save
        articles. Treat them like passwords, and revoke any you no longer use.
      </p>

      {created && (
        <div className="mt-6">
          <NewTokenCallout token={created} onDone={() => setCreated(null)} />
        </div>
      )}

      <form
        noValidate
        onSubmit={submit}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label="Token name"
          name="token-name"
          placeholder="e.g. Reading shortcut"
          autoComplete="off"
          maxLength={API_TOKEN_NAME_MAX}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={create.isPending} className="sm:mt-7">
          {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
          Create token
        </Button>
      </form>

      <div className="mt-8">
        {tokens.isPending ? (
          <ApiTokenListSkeleton />
        ) : tokens.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center sm:justify-between dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
          >
            Your tokens could not be loaded.
            <Button variant="secondary" size="sm" onClick={() => void tokens.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <ApiTokenList tokens={tokens.data.items} onRevoke={setRevoking} />
        )}
      </div>

      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
