import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '@/web/config/paths';
import { useSession } from '@/web/features/auth/api/get-me';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { useArticleNeighbours } from '@/web/features/library/hooks/use-article-neighbours';
import { currentListHref } from '@/web/features/library/lib/current-list';
import { filterToSearch } from '@/web/features/library/lib/list-filter';
import { AiPanelPlaceholder } from '@/web/features/reader/components/ai-panel-placeholder';
import { ArticleReader } from '@/web/features/reader/components/article-reader';
import { useToast } from '@/web/features/toasts/toast-context';

/** Spec "Article reader", with Previous/Next through the dashboard's current list. */
export function ArticleRoute() {
  const { articleId = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Focus stays on while the reader moves to the previous or next article.
  const [focusMode, setFocusMode] = useState(false);
  const { previousId, nextId } = useArticleNeighbours(articleId);
  const notify = useCallback(
    (kind: 'success' | 'error' | 'info', message: string, options?: { title?: string }) =>
      void toast[kind](message, options),
    [toast],
  );

  return (
    <ArticleReader
      // A new article starts fresh (image state, tag editor), Focus carries over.
      key={articleId}
      articleId={articleId}
      backHref={currentListHref()}
      previousHref={previousId ? paths.article.href(previousId) : null}
      nextHref={nextId ? paths.article.href(nextId) : null}
      focusMode={focusMode}
      onFocusModeChange={setFocusMode}
      tagHref={(tag) =>
        `${paths.dashboard.href()}${filterToSearch({ archived: false, tags: [tag] })}`
      }
      aiPanel={<AiPanelPlaceholder isPro={session.user?.subscription.isPro ?? false} />}
      notify={notify}
      onArticleChanged={() => void invalidateLibrary(queryClient)}
    />
  );
}
