import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { paths } from '@/web/config/paths';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import { ErrorBanner } from '@/web/features/auth/components/error-banner';
import { SignInWidget } from '@/web/features/auth/components/sign-in-widget';

const noticeLink =
  'font-medium text-stone-700 underline decoration-stone-300 underline-offset-4 hover:text-stone-950 hover:decoration-stone-500 dark:text-stone-300 dark:decoration-stone-600 dark:hover:text-white';

/**
 * Spec §2 "Sign-in page": brand header, tagline, error banner, the sign-in widget, and the
 * terms and privacy notice.
 */
export function SignInPage({
  rememberedPath,
  initialError = null,
}: {
  /** Where the reader goes once signed in (already checked to be a path on this site). */
  rememberedPath: string;
  /** A failure to show on arrival, e.g. from a confirmation link that did not work. */
  initialError?: string | null;
}) {
  const [error, setError] = useState<string | null>(initialError);
  const showError = useCallback((message: string | null) => setError(message), []);

  return (
    <AuthCard
      banner={<ErrorBanner message={error} onDismiss={() => setError(null)} className="mt-8" />}
      footer={
        <p className="mt-6 px-4 text-center text-sm leading-6 text-stone-600 dark:text-stone-400">
          By continuing, you agree to Canyon’s{' '}
          <Link to={paths.terms.href()} className={noticeLink}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy.href()} className={noticeLink}>
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <DocumentTitle title="Sign In" />
      <SignInWidget rememberedPath={rememberedPath} onError={showError} />
    </AuthCard>
  );
}
