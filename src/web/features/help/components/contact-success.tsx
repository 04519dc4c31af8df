import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CONTACT_MESSAGES } from '@/shared/support/contact-schemas';
import { Button } from '@/web/components/ui/button';

/** Spec §8 outcome: the sent confirmation, and "Send Another Message" for a fresh form. */
export function ContactSuccess({
  priority,
  onSendAnother,
}: {
  /** Sent by a Pro reader: answered first. */
  priority: boolean;
  onSendAnother: () => void;
}) {
  const status = useRef<HTMLDivElement>(null);
  // The form the reader was in is gone: focus goes to what replaced it, which is read out.
  useEffect(() => status.current?.focus(), []);

  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl bg-emerald-50 px-6 py-10 text-center ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950/30 dark:ring-emerald-900">
      <CircleCheck aria-hidden="true" className="size-10 text-emerald-700 dark:text-emerald-400" />
      <div ref={status} role="status" tabIndex={-1} className="mt-4 rounded outline-none">
        <p className="text-lg font-semibold text-stone-900 dark:text-white">
          {CONTACT_MESSAGES.sent}
        </p>
        {priority && (
          <p className="mt-2 text-[0.9375rem] leading-7 text-stone-700 dark:text-stone-300">
            As a Pro reader, your request is answered first.
          </p>
        )}
      </div>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        {CONTACT_MESSAGES.sendAnother}
      </Button>
    </div>
  );
}
