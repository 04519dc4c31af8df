import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TAGS_IN_EDITOR } from '@/shared/articles/tags';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TagInput } from '@/web/components/ui/tag-input';
import { useTagSuggestions } from '@/web/features/reader/api/get-tag-suggestions';

type TagEditorProps = {
  /** The article whose tags these are (for the suggested tags). */
  articleId: string;
  tags: string[];
  /** Where a tag chip leads (the dashboard filtered by it). */
  tagHref: (tag: string) => string;
  saving: boolean;
  /** Replaces the article's tags; resolves true once the server accepted them. */
  onSave: (tags: string[]) => Promise<boolean>;
};

/**
 * Spec "Article reader": tag chips with "Add tags" / "Done" and the inline tag editor, and
 * under them the suggested tags (issue #13), each added only when the reader picks it.
 */
export function TagEditor({ articleId, tags, tagHref, saving, onSave }: TagEditorProps) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const editing = draft !== null;
  const suggestions = useTagSuggestions(articleId, tags);

  const shown = draft ?? tags;
  const full = Math.max(tags.length, shown.length) >= TAGS_IN_EDITOR;
  const suggested =
    suggestions.isError || full
      ? []
      : (suggestions.data?.tags ?? []).filter((tag) => !tags.includes(tag) && !shown.includes(tag));

  // A suggestion is saved at once, in the editor too; the draft takes it in as well.
  const addSuggestion = async (tag: string) => {
    if (await onSave([...tags, tag]))
      setDraft((current) => (current && !current.includes(tag) ? [...current, tag] : current));
  };
  const suggestionChips = suggested.length > 0 && (
    <TagSuggestions tags={suggested} disabled={saving} onAdd={(tag) => void addSuggestion(tag)} />
  );

  const done = async () => {
    if (!draft) return;
    const unchanged = draft.length === tags.length && draft.every((tag, i) => tag === tags[i]);
    if (unchanged || (await onSave(draft))) setDraft(null);
  };

  if (editing) {
    return (
      <div>
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
        {suggestionChips}
      </div>
    );
  }

  return (
    <div>
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
      {suggestionChips}
    </div>
  );
}

function TagSuggestions({
  tags,
  disabled,
  onAdd,
}: {
  tags: string[];
  disabled: boolean;
  onAdd: (tag: string) => void;
}) {
  return (
    <div className="mt-2.5 flex flex-wrap items-center gap-1.5">
      <span className="mr-0.5 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        Suggested
      </span>
      <ul aria-label="Suggested tags" className="contents">
        {tags.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              aria-label={`Add tag ${tag}`}
              onClick={() => onAdd(tag)}
              disabled={disabled}
              className="inline-flex h-7 max-w-56 items-center gap-0.5 rounded-full px-2.5 text-[0.8125rem] font-medium border border-dashed border-stone-300 text-stone-700 transition-colors hover:border-amber-400 hover:bg-amber-50 hover:text-stone-950 disabled:opacity-50 dark:border-stone-700 dark:text-stone-300 dark:hover:border-amber-400/40 dark:hover:bg-amber-400/10 dark:hover:text-white"
            >
              <span aria-hidden="true">+</span>
              <span className="truncate">{tag}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
