import type { SaveResponse } from '@/shared/articles/save-request';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { SaveArticleForm } from '@/web/features/saving/components/save-article-form';
import type { Notify } from '@/web/features/saving/lib/notify';

export type SaveArticleDialogPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notify: Notify;
  onSaved?: (response: SaveResponse) => void;
};

/**
 * The "Save New Article" dialog itself. Radix closes it on an outside click and on Escape and
 * returns focus to what opened it; closing unmounts the form, so it always opens empty.
 */
export function SaveArticleDialogPanel({
  open,
  onOpenChange,
  notify,
  onSaved,
}: SaveArticleDialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Save New Article</DialogTitle>
        <DialogDescription>
          Paste a link. Canyon fetches the page and keeps a clean copy for you to read.
        </DialogDescription>
        <SaveArticleForm notify={notify} onSaved={onSaved} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
