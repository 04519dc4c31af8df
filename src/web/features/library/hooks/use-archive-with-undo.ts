import { useArchiveArticle } from '@/web/features/library/api/update-article';
import type { Notify } from '@/web/features/library/lib/notify';
import { UNDO_NOTICE_MS } from '@/web/features/library/lib/undo';

/**
 * Archive or unarchive with Undo in the notice (issue #17). Undo sends the flag back; it says
 * nothing more unless that fails.
 */
export function useArchiveWithUndo({ notify }: { notify: Notify }) {
  const archive = useArchiveArticle({
    onSuccess: (article) => {
      notify(
        'success',
        article.isArchived ? 'Article archived' : 'Article moved back to your list',
        {
          duration: UNDO_NOTICE_MS,
          action: {
            label: 'Undo',
            onClick: () => undo.mutate({ id: article.id, isArchived: !article.isArchived }),
          },
        },
      );
    },
    onError: () => notify('error', 'Please try again.', { title: 'Failed to update article' }),
  });
  const undo = useArchiveArticle({
    onError: () => notify('error', 'Please try again.', { title: 'Failed to update article' }),
  });

  return {
    toggle: (id: string, isArchived: boolean) => archive.mutate({ id, isArchived }),
    /** The article whose flag is on its way, if any. */
    busyId: archive.isPending ? archive.variables.id : undo.isPending ? undo.variables.id : null,
  };
}
