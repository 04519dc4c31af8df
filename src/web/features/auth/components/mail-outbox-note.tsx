import { Info } from 'lucide-react';
import { useAppInfo } from '@/web/lib/app-info';

/**
 * Whether this server writes its mail to the log and the outbox folder instead of sending it
 * (no SMTP_URL): a new install on a laptop, where nobody would ever get a confirmation email.
 * Unknown (loading, failed) counts as sending: the usual wording is right for most servers.
 */
export function useMailGoesToOutbox(): boolean {
  return useAppInfo().data?.mailDelivery === 'outbox';
}

/** Where a link went on a server without mail (issue #17: a new install is not stuck). */
export function MailOutboxNote({ sent }: { sent: boolean }) {
  return (
    <p className="flex gap-2.5 rounded-xl bg-sky-50 px-3.5 py-3 text-sm leading-6 text-sky-950 ring-1 ring-sky-200 dark:bg-sky-400/10 dark:text-sky-100 dark:ring-sky-400/25">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        This server has no mail set up, so the confirmation link{' '}
        {sent ? 'was written' : 'will be written'} to the server’s log and to the outbox folder in
        its data directory instead of being emailed.
      </span>
    </p>
  );
}
