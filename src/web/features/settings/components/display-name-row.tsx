import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { updateProfileRequestSchema } from '@/shared/account/account-schemas';
import type { UserRecord } from '@/shared/auth/user-record';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useUpdateProfile } from '@/web/features/settings/api/update-profile';
import { SettingsFact } from '@/web/features/settings/components/settings-section';
import { ApiError } from '@/web/lib/api-client';

const SAVE_FAILED = 'Your name could not be saved. Please try again.';

/**
 * The Display Name row: the name, or "Not set", and Edit; editing, a field where Enter saves
 * and Escape cancels, with the server's refusal shown under it.
 */
export function DisplayNameRow({
  user,
  onUpdated,
}: {
  user: UserRecord;
  onUpdated: (record: UserRecord) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile({ onUpdated });
  // Closing the field puts keyboard focus back on Edit rather than losing it to the page.
  const editButton = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.querySelector('button')?.focus();
  }, [editing]);

  const start = () => {
    setDraft(user.displayName ?? '');
    setError(null);
    setEditing(true);
  };
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };
  const cancel = () => {
    close();
    setError(null);
    update.reset();
  };
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ name: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SAVE_FAILED);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: close,
      onError: (caught) =>
        setError(
          caught instanceof ApiError && caught.status < 500 && caught.status !== 0
            ? caught.message
            : SAVE_FAILED,
        ),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape here belongs to the field, not to anything around it.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  if (!editing) {
    return (
      <SettingsFact
        label="Display Name"
        action={
          <div ref={editButton}>
            <Button variant="secondary" size="sm" onClick={start}>
              Edit
            </Button>
          </div>
        }
      >
        {user.displayName || <span className="text-stone-500 dark:text-stone-400">Not set</span>}
      </SettingsFact>
    );
  }

  return (
    <SettingsFact label="Display Name">
      <form noValidate onSubmit={save} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          // The row already shows the words; the field still has them as its name.
          label={<span className="sr-only">Display Name</span>}
          name="display-name"
          autoComplete="name"
          autoFocus
          maxLength={100}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className="sm:flex-1 [&>div:first-child]:mb-0"
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="h-11" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            Save
          </Button>
          <Button variant="ghost" size="sm" className="h-11" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>
    </SettingsFact>
  );
}
