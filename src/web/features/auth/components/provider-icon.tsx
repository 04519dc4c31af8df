import { KeyRound } from 'lucide-react';
import type { SignInProviderId } from '@/shared/auth/sign-in-methods';

// Provider marks drawn as their brand guidelines ask for sign-in buttons. Decorative: the
// button's text names the provider.

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        fill="#4285F4"
        d="M23.52 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.58-5.17 3.58-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.92l-3.88-3A7.2 7.2 0 0 1 12 19.25a7.15 7.15 0 0 1-6.72-4.95H1.27v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.28 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.27a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.44-3.44A11.95 11.95 0 0 0 12 0 12 12 0 0 0 1.27 6.6l4.01 3.1A7.15 7.15 0 0 1 12 4.75z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.11.82-.26.82-.58v-2.03c-3.34.73-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.09-.74.08-.73.08-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22v3.29c0 .32.21.7.82.58A12 12 0 0 0 12 .3" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d="M16.37 12.76c-.02-2.3 1.88-3.41 1.97-3.46a4.24 4.24 0 0 0-3.33-1.8c-1.42-.14-2.77.84-3.49.84-.73 0-1.83-.82-3.01-.8a4.46 4.46 0 0 0-3.77 2.29c-1.61 2.79-.41 6.92 1.16 9.18.77 1.1 1.68 2.35 2.88 2.3 1.16-.05 1.59-.75 2.99-.75 1.39 0 1.79.75 3.01.72 1.24-.02 2.03-1.12 2.79-2.23a9.8 9.8 0 0 0 1.26-2.6 4.03 4.03 0 0 1-2.46-3.69zM14.06 6.04a4 4 0 0 0 .93-2.9 4.1 4.1 0 0 0-2.66 1.37 3.82 3.82 0 0 0-.96 2.8 3.38 3.38 0 0 0 2.69-1.27z" />
    </svg>
  );
}

export function ProviderIcon({ provider }: { provider: SignInProviderId }) {
  switch (provider) {
    case 'google':
      return <GoogleMark />;
    case 'github':
      return <GitHubMark />;
    case 'apple':
      return <AppleMark />;
    default:
      return <KeyRound aria-hidden="true" className="size-5" />;
  }
}
