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
 * The "Save New Article" dialog itself. Radix closes it on an outside click and on Escape;
 * closing unmounts the form, so it always opens empty. Its + button is no Radix trigger (the
 * dialog's code loads on demand), so Radix would drop focus on the page: `returnFocus` places it.
 */
export function SaveArticleDialogPanel({
  open,
  onOpenChange,
  notify,
  onSaved,
  returnFocus,
}: SaveArticleDialogPanelProps & { returnFocus: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>Save New Article</DialogTitle>
        <DialogDescription>
          Paste a link. Canyon fetches the page and keeps a clean copy for you to read.
        </DialogDescription>
        <SaveArticleForm notify={notify} onSaved={onSaved} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
