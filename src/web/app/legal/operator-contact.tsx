import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { useAppInfo } from '@/web/lib/app-info';

/** Who runs this server (OPERATOR_NAME, OPERATOR_EMAIL), trimmed; null where not configured. */
function useOperator(): { name: string | null; email: string | null } {
  const operator = useAppInfo().data?.operator;
  return { name: operator?.name?.trim() || null, email: operator?.email?.trim() || null };
}

/**
 * "This Canyon server is run by {name}. Contact: {email}." for the terms and privacy pages.
 * Until the server says (or where it is not set), "its operator" and the Help Center's contact
 * form stand in, so the sentence is always whole.
 */
export function OperatorContact() {
  const { name, email } = useOperator();
  return (
    <>
      This Canyon server is run by {name ?? 'its operator'}. Contact:{' '}
      {email ? (
        <a href={`mailto:${email}`}>{email}</a>
      ) : (
        <Link to={paths.contact.href()}>the contact form</Link>
      )}
      .
    </>
  );
}
