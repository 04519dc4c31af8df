import { Plus } from 'lucide-react';
import { lazy } from 'react';
import { MountOnDemand } from '@/web/components/ui/mount-on-demand';
import { Tooltip } from '@/web/components/ui/tooltip';
import type { SaveArticleDialogPanelProps } from '@/web/features/saving/components/save-article-dialog-panel';

// The dialog and its form (URL rules, tag input) are not needed for the dashboard's first
// load: their code loads as soon as the reader reaches for the + button, or on first opening.
const loadPanel = () => import('@/web/features/saving/components/save-article-dialog-panel');
const SaveArticleDialogPanel = lazy(async () => ({
  default: (await loadPanel()).SaveArticleDialogPanel,
}));

/**
 * Spec "Dashboard": the + button and its "Save New Article" dialog, which closes on an outside
 * click, on Escape and once the article is saved.
 */
export function SaveArticleDialog(props: SaveArticleDialogPanelProps) {
  return (
    <>
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
      <MountOnDemand active={props.open}>
        <SaveArticleDialogPanel {...props} />
      </MountOnDemand>
    </>
  );
}
