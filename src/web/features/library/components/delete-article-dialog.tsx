import { Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';

type DeleteArticleDialogProps = {
  /** The article to delete, or null when the dialog is closed. */
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** Deleting cannot be undone, so the list asks once before it does it. */
export function DeleteArticleDialog({
  title,
  pending,
  onConfirm,
  onOpenChange,
}: DeleteArticleDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent hideClose>
        <DialogTitle>Delete this article?</DialogTitle>
        <DialogDescription>
          <span className="font-medium text-stone-900 dark:text-white">“{title}”</span> will be
          removed from your library, with its tags. This cannot be undone.
        </DialogDescription>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
