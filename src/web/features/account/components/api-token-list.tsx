import { KeyRound } from 'lucide-react';
import type { ApiTokenSummary } from '@/shared/auth/api-tokens';
import { Button } from '@/web/components/ui/button';
import { formatAgo, formatDate } from '@/web/features/account/lib/format-date';

function TokenRow({ token, onRevoke }: { token: ApiTokenSummary; onRevoke: () => void }) {
  const created = formatDate(token.createdAt);
  return (
    <li className="flex items-center gap-4 py-4">
      <span
        aria-hidden="true"
        className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-500 sm:flex dark:bg-stone-800 dark:text-stone-400"
      >
        <KeyRound className="size-[1.125rem]" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-stone-900 dark:text-white">{token.name}</p>
        <p className="mt-0.5 flex flex-col text-sm text-stone-600 sm:flex-row sm:gap-x-1.5 dark:text-stone-400">
          {created && (
            <>
              <span className="whitespace-nowrap">Created {created}</span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
            </>
          )}
          <span className="whitespace-nowrap">
            {token.lastUsedAt ? `Last used ${formatAgo(token.lastUsedAt)}` : 'Never used'}
          </span>
        </p>
      </div>
      <Button variant="danger-ghost" size="sm" onClick={onRevoke}>
        Revoke<span className="sr-only"> token “{token.name}”</span>
      </Button>
    </li>
  );
}

export function ApiTokenList({
  tokens,
  onRevoke,
}: {
  tokens: ApiTokenSummary[];
  onRevoke: (token: ApiTokenSummary) => void;
}) {
  if (tokens.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 px-5 py-8 text-center text-sm leading-6 text-stone-600 dark:border-stone-700 dark:text-stone-400">
        No tokens yet. Create one to save articles from scripts, shortcuts and other apps.
      </p>
    );
  }
  return (
    <ul
      aria-label="Your API tokens"
      className="divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-800 dark:border-stone-800"
    >
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoke={() => onRevoke(token)} />
      ))}
    </ul>
  );
}

export function ApiTokenListSkeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-stone-200 dark:divide-stone-800">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-4 py-4">
          <span className="size-10 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800" />
          <div className="flex-1 space-y-2">
            <span className="block h-4 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <span className="block h-3 w-56 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
