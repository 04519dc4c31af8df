import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DELETE_CONFIRMATION } from '@/shared/account/account-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { inputClasses } from '@/web/components/ui/text-field';
import { deleteAccount } from '@/web/features/settings/api/delete-account';
import { ApiError } from '@/web/lib/api-client';

const DELETE_FAILED = 'Failed to delete account';

/**
 * Delete Account (spec §4, §5): a button reveals the confirmation panel; the final button stays
 * disabled until the phrase is typed exactly. `onDeleted` runs once the server has removed it all.
 */
export function DeleteAccountPanel({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const explanationId = useId();
  const matches = phrase === DELETE_CONFIRMATION;
  // Opening moves focus to the explanation (read first, and Tab goes on to the phrase);
  // closing puts it back on Delete Account.
  const explanation = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (open) explanation.current?.focus();
    else opener.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    moveFocus.current = true;
    setOpen(false);
    setPhrase('');
    setError(null);
  };
  const confirm = async () => {
    if (!matches) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount({ confirmation: phrase });
      await onDeleted();
    } catch (caught) {
      setPending(false);
      setError(caught instanceof ApiError ? caught.message : DELETE_FAILED);
    }
  };

  return (
    <div>
      <h3 className="text-base font-semibold text-stone-900 dark:text-white">Delete Account</h3>
      <p className="mt-1 max-w-2xl text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
        Permanently remove your account and everything in it.
      </p>
      {!open ? (
        <div ref={opener} className="mt-4">
          <Button
            variant="danger-ghost"
            size="sm"
            className="-ml-3"
            onClick={() => {
              moveFocus.current = true;
              setOpen(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="mt-4 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200 ring-inset dark:bg-red-950/30 dark:ring-red-900"
        >
          <p
            id={explanationId}
            ref={explanation}
            tabIndex={-1}
            className="text-[0.9375rem] leading-6 text-red-950 outline-none dark:text-red-100"
          >
            This deletes your account, your saved articles with their text, images, tags and
            summaries, your API tokens and your sign-in sessions, and cancels a Pro subscription. It
            cannot be undone. Export your data first if you want to keep it.
          </p>
          <label
            htmlFor={inputId}
            className="mt-4 mb-1.5 block text-sm font-medium text-stone-800 dark:text-stone-200"
          >
            Type {DELETE_CONFIRMATION} to confirm
          </label>
          <input
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={explanationId}
            value={phrase}
            onChange={(event) => {
              setPhrase(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
            className={inputClasses}
          />
          {error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={!matches || pending}>
              {pending && <Spinner />}
              Delete My Account
            </Button>
            <Button variant="secondary" size="sm" onClick={close} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
