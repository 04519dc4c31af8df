import type { SignInMethods, SignInProviderId } from '@/shared/auth/sign-in-methods';
import { buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { ProviderIcon } from '@/web/features/auth/components/provider-icon';
import { cn } from '@/web/lib/cn';

/** One button per provider the server lists, and only those (GET /api/sign-in-methods). */
export function ProviderButtons({
  providers,
  pending,
  onSelect,
}: {
  providers: SignInMethods['providers'];
  pending: SignInProviderId | null;
  onSelect: (provider: SignInProviderId) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" />
        <span className="text-xs font-medium tracking-wider text-stone-500 uppercase dark:text-stone-400">
          or
        </span>
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" />
      </div>
      <ul className="mt-6 flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              onClick={() => onSelect(provider.id)}
              disabled={pending !== null}
              aria-busy={pending === provider.id || undefined}
              className={cn(buttonClasses({ variant: 'secondary' }), 'w-full [&_svg]:size-5')}
            >
              {pending === provider.id ? <Spinner /> : <ProviderIcon provider={provider.id} />}
              Continue with {provider.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
