import { BookmarkPlus, CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { SaveResponse } from '@/shared/articles/save-request';
import { normalizeTypedUrl } from '@/shared/validation/typed-url';
import { validateUrl } from '@/shared/validation/url';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TagInput } from '@/web/components/ui/tag-input';
import { TextField } from '@/web/components/ui/text-field';
import { useLoadSaveSettings } from '@/web/features/saving/api/get-save-settings';
import { QUEUED_MESSAGE, useSaveArticle } from '@/web/features/saving/api/save-article';
import type { Notify } from '@/web/features/saving/lib/notify';
import {
  DUPLICATE_MESSAGE,
  SAVED_MESSAGE,
  saveErrorMessage,
} from '@/web/features/saving/lib/save-error-message';

type SaveArticleFormProps = {
  notify: Notify;
  /** The server answered (saved, or already there): e.g. refresh the list. */
  onSaved?: (response: SaveResponse) => void;
  /** The form is done and cleared: e.g. close the dialog. */
  onDone?: () => void;
};

/** Spec §4 "Save form": idle, extracting ("Extracting content..."), saved or error. */
export function SaveArticleForm({ notify, onSaved, onDone }: SaveArticleFormProps) {
  const [url, setUrl] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loadSettings = useLoadSaveSettings();
  const save = useSaveArticle({
    onSuccess: (response) => {
      if (response.created) notify('success', SAVED_MESSAGE);
      else notify('info', DUPLICATE_MESSAGE);
      onSaved?.(response);
    },
    onQueued: () => notify('info', QUEUED_MESSAGE),
  });
  const busy = checking || save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setUrlError(null);
    setSaveError(null);
    setChecking(true);
    const { allowPrivateHosts } = await loadSettings();
    setChecking(false);
    // "example.com/a", "<https://…>" or a pasted sentence: the link the reader means.
    const checked = validateUrl(normalizeTypedUrl(url), { allowPrivateHosts });
    if (!checked.ok) {
      setUrlError(checked.message);
      const field = formRef.current?.elements.namedItem('url');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    save.mutate(
      { url: checked.url, tags, source: 'web' },
      {
        onSuccess: () => {
          setUrl('');
          setTags([]);
          onDone?.();
        },
        onError: (error) => setSaveError(saveErrorMessage(error)),
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-5"
    >
      <TextField
        label="Article URL"
        name="url"
        // The form may arrive a moment after the dialog opened (it loads on demand).
        autoFocus
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://example.com/a-great-read"
        value={url}
        readOnly={busy}
        onChange={(event) => {
          setUrl(event.target.value);
          if (urlError) setUrlError(null);
        }}
        error={urlError}
      />
      <TagInput label="Tags (optional)" tags={tags} onChange={setTags} disabled={busy} />
      {saveError && (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3.5 py-3 text-sm leading-6 text-red-800 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900/60"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {saveError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={busy} className="sm:min-w-44">
          {save.isPending ? <Spinner /> : <BookmarkPlus aria-hidden="true" />}
          {save.isPending ? 'Extracting content...' : 'Save Article'}
        </Button>
      </div>
    </form>
  );
}
