import { Plus } from 'lucide-react';
import { lazy, useCallback, useLayoutEffect, useRef } from 'react';
import type { SaveResponse } from '@/shared/articles/save-request';
import { MountOnDemand } from '@/web/components/ui/mount-on-demand';
import { Tooltip } from '@/web/components/ui/tooltip';
import type { SaveArticleDialogPanelProps } from '@/web/features/saving/components/save-article-dialog-panel';
import { focusSavedArticleWhenListed } from '@/web/features/saving/lib/focus-saved-article';

// The dialog and its form (URL rules, tag input) are not needed for the dashboard's first
// load: their code loads as soon as the reader reaches for the + button, or on first opening.
const loadPanel = () => import('@/web/features/saving/components/save-article-dialog-panel');
const SaveArticleDialogPanel = lazy(async () => ({
  default: (await loadPanel()).SaveArticleDialogPanel,
}));

/**
 * Spec "Dashboard": the + button and its "Save New Article" dialog, which closes on an outside
 * click, on Escape and once the article is saved. Closing gives focus back to what opened the
 * dialog (the + button, or the empty library's button), and after a save moves it on to the
 * new article's card once the library shows it.
 */
export function SaveArticleDialog({ onSaved, ...props }: SaveArticleDialogPanelProps) {
  // Tooltip takes the button's own ref, so the button is found within this wrapper.
  const plusWrapper = useRef<HTMLSpanElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const savedId = useRef<string | null>(null);

  // Before the dialog takes focus (a layout effect runs before Radix's focus trap does).
  useLayoutEffect(() => {
    if (!props.open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    savedId.current = null;
  }, [props.open]);

  const returnFocus = useCallback(() => {
    const from = opener.current;
    const target = from?.isConnected ? from : plusWrapper.current?.querySelector('button');
    target?.focus();
    const id = savedId.current;
    savedId.current = null;
    if (id) focusSavedArticleWhenListed(id, target ?? null);
  }, []);

  const saved = useCallback(
    (response: SaveResponse) => {
      // An article already in the library may sit far down the list: focus stays at the top.
      if (response.created) savedId.current = response.id;
      onSaved?.(response);
    },
    [onSaved],
  );

  return (
    <>
      <span ref={plusWrapper} className="contents">
        <Tooltip content="Save New Article" side="bottom">
          <button
            type="button"
            aria-label="Save New Article"
            aria-haspopup="dialog"
            aria-expanded={props.open}
            onClick={() => props.onOpenChange(true)}
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-stone-950 shadow-sm ring-1 shadow-amber-900/10 ring-amber-600/20 transition-[background-color,transform] ring-inset hover:bg-brand-hover active:translate-y-px"
          >
            <Plus aria-hidden="true" className="size-5" strokeWidth={2.25} />
          </button>
        </Tooltip>
      </span>
      <MountOnDemand active={props.open}>
        <SaveArticleDialogPanel {...props} onSaved={saved} returnFocus={returnFocus} />
      </MountOnDemand>
    </>
  );
}
