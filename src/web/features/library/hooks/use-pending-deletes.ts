import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { deleteArticle, deleteArticleOnLeave } from '@/web/features/library/api/delete-article';
import { updateCachedLists } from '@/web/features/library/api/list-articles';
import type { DismissNotice, Notify } from '@/web/features/library/lib/notify';
import { UNDO_NOTICE_MS } from '@/web/features/library/lib/undo';

/** A card on its way out: fading (spec: 300 ms), then hidden until the delete is final. */
export type PendingDeleteState = 'fading' | 'hidden';

type Options = { notify: Notify; dismissNotice?: DismissNotice };

/**
 * Deferred delete with Undo (issue #17). The card goes at once, but the DELETE request is sent
 * only when the Undo notice goes away (timeout or dismiss), or when the reader leaves the list
 * or the page; Undo before that brings the card back and nothing reaches the server.
 */
export function usePendingDeletes({ notify, dismissNotice }: Options) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, PendingDeleteState>>(new Map());
  // The source of truth for what is still undoable, readable from callbacks and cleanups.
  const undoable = useRef(new Map<string, { noticeId: string | null }>());
  const latest = useRef({ notify, dismissNotice });
  useEffect(() => {
    latest.current = { notify, dismissNotice };
  });

  const setState = useCallback((id: string, state: PendingDeleteState | null) => {
    setPending((current) => {
      const next = new Map(current);
      if (state) next.set(id, state);
      else next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    (id: string) => {
      if (!undoable.current.delete(id)) return;
      deleteArticle(id).then(
        () => {
          updateCachedLists(queryClient, (item) => (item.id === id ? null : item));
          setState(id, null);
          void invalidateLibrary(queryClient);
        },
        () => {
          // The card comes back: it was not deleted.
          setState(id, null);
          latest.current.notify('error', 'Please try again.', {
            title: 'Failed to delete article',
          });
        },
      );
    },
    [queryClient, setState],
  );

  const undo = useCallback(
    (id: string) => {
      if (!undoable.current.delete(id)) return;
      setState(id, null);
    },
    [setState],
  );

  const remove = useCallback(
    (id: string) => {
      if (undoable.current.has(id)) return;
      const entry: { noticeId: string | null } = { noticeId: null };
      undoable.current.set(id, entry);
      setState(id, 'fading');
      entry.noticeId =
        latest.current.notify('success', 'Article deleted', {
          duration: UNDO_NOTICE_MS,
          action: { label: 'Undo', onClick: () => undo(id) },
          onClose: () => commit(id),
        }) ?? null;
    },
    [commit, undo, setState],
  );

  /** The fade has played: the card stays out of the list until the delete is final. */
  const faded = useCallback(
    (id: string) => {
      if (undoable.current.has(id)) setState(id, 'hidden');
    },
    [setState],
  );

  // Leaving the list sends what is pending now (the notice would outlive the list otherwise),
  // and a page going away sends it with keepalive, since no timer will run after it.
  useEffect(() => {
    const entries = undoable.current;
    const onPageHide = () => {
      for (const id of [...entries.keys()]) {
        entries.delete(id);
        deleteArticleOnLeave(id);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      for (const [id, { noticeId }] of [...entries]) {
        commit(id);
        if (noticeId) latest.current.dismissNotice?.(noticeId);
      }
    };
  }, [commit]);

  return { pending, remove, undo, faded };
}
