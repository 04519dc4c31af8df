import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { SaveResponse } from '@/shared/articles/save-request';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { Tooltip } from '@/web/components/ui/tooltip';
import type { Notify } from '@/web/features/saving/lib/notify';

// The form (URL rules, tag input) is not needed for the dashboard's first paint: it loads in
// the background once the page is idle, or as soon as the reader reaches for the + button.
const loadForm = () => import('@/web/features/saving/components/save-article-form');
const SaveArticleForm = lazy(async () => ({ default: (await loadForm()).SaveArticleForm }));

function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadForm();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(timer);
  }, []);
}

type SaveArticleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notify: Notify;
  onSaved?: (response: SaveResponse) => void;
};

/**
 * Spec "Dashboard": the + button and its "Save New Article" dialog, which closes on an outside
 * click, on Escape and once the article is saved. Closing unmounts the form, so it always
 * opens empty.
 */
export function SaveArticleDialog({ open, onOpenChange, notify, onSaved }: SaveArticleDialogProps) {
  usePreloadWhenIdle();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Tooltip content="Save New Article" side="bottom">
        <DialogTrigger
          aria-label="Save New Article"
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-stone-950 shadow-sm ring-1 shadow-amber-900/10 ring-amber-600/20 transition-[background-color,transform] ring-inset hover:bg-brand-hover active:translate-y-px"
        >
          <Plus aria-hidden="true" className="size-5" strokeWidth={2.25} />
        </DialogTrigger>
      </Tooltip>
      <DialogContent className="max-w-lg">
        <DialogTitle>Save New Article</DialogTitle>
        <DialogDescription>
          Paste a link. Canyon fetches the page and keeps a clean copy for you to read.
        </DialogDescription>
        <Suspense
          fallback={
            <div className="flex h-52 items-center justify-center">
              <Spinner label="Loading the form" className="size-6 text-stone-400" />
            </div>
          }
        >
          <SaveArticleForm notify={notify} onSaved={onSaved} onDone={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
