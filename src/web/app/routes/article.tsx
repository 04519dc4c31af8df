import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ReaderPreferencesChange } from '@/shared/account/reader-preferences';
import { canUseAiFeatures, type SummaryResponse } from '@/shared/ai/ai-schemas';
import type { ArticleDetail } from '@/shared/articles/article-schemas';
import type { UserRecord } from '@/shared/auth/user-record';
import { paths } from '@/web/config/paths';
import { AiPanel } from '@/web/features/ai/components/ai-panel';
import { meQueryKey, useSession } from '@/web/features/auth/api/get-me';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { useArticleNeighbours } from '@/web/features/library/hooks/use-article-neighbours';
import { currentListHref } from '@/web/features/library/lib/current-list';
import { openedFromLibrary } from '@/web/features/library/lib/library-return';
import { filterToSearch } from '@/web/features/library/lib/list-filter';
import { readerKeys, useArticle } from '@/web/features/reader/api/get-article';
import { ArticleReader } from '@/web/features/reader/components/article-reader';
import { useToast } from '@/web/features/toasts/toast-context';
import { useUsageEventOnce } from '@/web/features/usage-events/use-usage-event-once';

/** The reader's rendered article text (ArticleBody marks it), where answers' quotes are found. */
const findArticleBody = () => document.querySelector<HTMLElement>('[data-article-body]');

function storedSummary(article: ArticleDetail | undefined): SummaryResponse | null {
  if (!article?.summary?.length) return null;
  return {
    summary: article.summary,
    provider: article.summaryProvider ?? '',
    generatedAt: article.summaryGeneratedAt ?? '',
  };
}

/** Spec "Article reader", with Previous/Next through the dashboard's current list. */
export function ArticleRoute() {
  const { articleId = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  // Opened from the list: Back goes back through history, so the list returns where it was
  // (scroll and loaded pages), and Previous/Next replace this entry rather than pile up.
  const { state } = useLocation();
  const fromLibrary = openedFromLibrary(state);
  // Focus stays on while the reader moves to the previous or next article.
  const [focusMode, setFocusMode] = useState(false);
  const { previousId, nextId } = useArticleNeighbours(articleId);
  // The same query the reader makes (one request): the AI panel shows its stored summary.
  const article = useArticle(articleId);
  // Spec §7 article_read: once per opening, when the article first shows. Previous/Next opens
  // another (a new visit); a background refetch of the same one is not an opening.
  const opened = session.status === 'signed-in' && article.data !== undefined;
  useUsageEventOnce(
    articleId,
    opened ? { name: 'article_read', properties: { article_id: articleId } } : null,
  );
  const onSummaryGenerated = useCallback(
    (summary: SummaryResponse) =>
      queryClient.setQueryData<ArticleDetail>(readerKeys.detail(articleId), (current) =>
        current
          ? {
              ...current,
              summary: summary.summary,
              summaryProvider: summary.provider,
              summaryGeneratedAt: summary.generatedAt,
            }
          : current,
      ),
    [queryClient, articleId],
  );
  // The reader's text settings live with their account: a saved change goes into the record
  // every screen reads, so it holds when the reader opens the next article.
  const onTypographySaved = useCallback(
    (change: ReaderPreferencesChange) =>
      queryClient.setQueryData<UserRecord | null>(meQueryKey, (me) =>
        me ? { ...me, preferences: { ...me.preferences, ...change } } : me,
      ),
    [queryClient],
  );
  // The library's cards show each article's progress: they are fetched again when shown.
  const onReadingProgressSaved = useCallback(
    () => void invalidateLibrary(queryClient),
    [queryClient],
  );
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
      onBack={fromLibrary ? () => void navigate(-1) : undefined}
      returnState={fromLibrary ? state : undefined}
      previousHref={previousId ? paths.article.href(previousId) : null}
      nextHref={nextId ? paths.article.href(nextId) : null}
      focusMode={focusMode}
      onFocusModeChange={setFocusMode}
      tagHref={(tag) =>
        `${paths.dashboard.href()}${filterToSearch({ archived: false, tags: [tag] })}`
      }
      aiPanel={
        <AiPanel
          articleId={articleId}
          canUse={session.user ? canUseAiFeatures(session.user.subscription) : false}
          storedSummary={storedSummary(article.data)}
          findArticleBody={findArticleBody}
          onSummaryGenerated={onSummaryGenerated}
        />
      }
      notify={notify}
      onArticleChanged={() => void invalidateLibrary(queryClient)}
      savedTypography={session.user?.preferences ?? null}
      onTypographySaved={onTypographySaved}
      onReadingProgressSaved={onReadingProgressSaved}
    />
  );
}
