import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TAGS_IN_EDITOR } from '@/shared/articles/tags';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TagInput } from '@/web/components/ui/tag-input';

type TagEditorProps = {
  tags: string[];
  /** Where a tag chip leads (the dashboard filtered by it). */
  tagHref: (tag: string) => string;
  saving: boolean;
  /** Replaces the article's tags; resolves true once the server accepted them. */
  onSave: (tags: string[]) => Promise<boolean>;
};

/** Spec "Article reader": tag chips with "Add tags" / "Done" and the inline tag editor. */
export function TagEditor({ tags, tagHref, saving, onSave }: TagEditorProps) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const editing = draft !== null;

  const done = async () => {
    if (!draft) return;
    const unchanged = draft.length === tags.length && draft.every((tag, i) => tag === tags[i]);
    if (unchanged || (await onSave(draft))) setDraft(null);
  };

  if (editing) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TagInput
          label="Tags"
          hideLabel
          tags={draft}
          onChange={setDraft}
          max={TAGS_IN_EDITOR}
          autoFocus
          disabled={saving}
          className="min-w-0 flex-1"
        />
        <Button size="sm" onClick={() => void done()} disabled={saving} className="sm:mt-1">
          {saving ? <Spinner /> : <Check aria-hidden="true" />}
          Done
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {tags.length > 0 && (
        <ul aria-label="Tags" className="contents">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                to={tagHref(tag)}
                aria-label={`Show articles tagged ${tag}`}
                className="inline-flex h-7 max-w-56 items-center truncate rounded-full bg-amber-100 px-2.5 text-[0.8125rem] font-medium text-amber-950 transition-colors hover:bg-amber-200 dark:bg-amber-400/15 dark:text-amber-100 dark:hover:bg-amber-400/25"
              >
                <span className="truncate">{tag}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => setDraft(tags)}
        className="inline-flex h-7 items-center gap-1 rounded-full px-2.5 text-[0.8125rem] font-medium text-stone-600 ring-1 ring-stone-300 ring-inset transition-colors hover:bg-stone-100 hover:text-stone-950 dark:text-stone-400 dark:ring-stone-700 dark:hover:bg-stone-800 dark:hover:text-white"
      >
        <Plus aria-hidden="true" className="size-3.5" />
        Add tags
      </button>
    </div>
  );
}
