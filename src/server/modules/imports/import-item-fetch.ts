import { urlKey } from '@/shared/url-key';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { JobDeferred } from '../../jobs/job-queue';
import { wasInterrupted } from '../../jobs/run-attempt';
import { findArticle, setArticleContent } from '../articles/articles.repo';
import {
  findFreshSharedContent,
  insertExtractedContent,
} from '../extracted-content/extracted-content.repo';
import { capCapturedHtml } from '../saving/captured-page';
import { CONTENT_CACHE_MS, extractContent } from '../saving/saving.service';
import type { HostPoliteness } from './host-politeness';
import type { ImportDeps } from './import-deps';
import { findItem, finishImportIfFetched, setItemContent } from './imports.repo';

/** Failures that fetching again will not mend: the item's content fails at once. */
const FINAL_CODES = new Set([
  'INVALID_URL',
  'NO_CONTENT',
  'PARSE_ERROR',
  'UNSUPPORTED_CONTENT',
  'PAYLOAD_TOO_LARGE',
]);

export const REMOVED_MESSAGE = 'Removed from the library before its content arrived';
const FAILED_MESSAGE = 'The page could not be fetched';
/** How long an item's write waits for readers' saves by hand to finish (a save takes ms). */
const HAND_SAVE_MAX_WAIT_MS = 2_000;

function failureMessage(error: unknown): string {
  return error instanceof AppError ? error.message : FAILED_MESSAGE;
}

/**
 * The `import-item` job: the content of one imported article. The export's own copy (Omnivore,
 * Wallabag, Canyon) is extracted as captured content; otherwise the page is fetched politely,
 * or taken from another reader's fresh extraction. Safe to run again: an item whose content is
 * no longer pending is left alone, so a job repeated after a crash fetches nothing twice.
 */
export async function fetchImportItem(
  deps: ImportDeps & { politeness: HostPoliteness },
  itemId: string,
  job: { signal: AbortSignal; lastAttempt: boolean },
): Promise<void> {
  const { db } = deps;
  const item = await findItem(db, itemId);
  if (!item || item.outcome !== 'added' || item.content_state !== 'pending' || !item.article_id) {
    return;
  }
  const now = (deps.now ?? Date.now)();
  const article = await findArticle(db, item.user_id, item.article_id);
  const finish = async () => {
    await finishImportIfFetched(db, item.import_id, (deps.now ?? Date.now)());
  };
  if (!article) {
    await setItemContent(db, item.id, { state: 'failed', message: REMOVED_MESSAGE, at: now });
    return finish();
  }

  try {
    const key = urlKey(article.url);
    const captured = item.captured_html;
    const cached =
      captured === null ? await findFreshSharedContent(db, key, now - CONTENT_CACHE_MS) : undefined;
    const content =
      cached ??
      (await extractContent(
        {
          db,
          fetchPage: deps.fetchPage,
          // Imports wait in their own queue at the extraction workers, so a page a reader saves
          // by hand is never stuck behind thousands of imported ones, and give way to it.
          extract: (html, url) =>
            deps.extractor.extract(html, url, {
              reader: `import:${item.user_id}`,
              background: true,
              signal: job.signal,
            }),
          allowPrivateHosts: deps.config.fetchAllowPrivateHosts,
        },
        captured !== null
          ? { html: capCapturedHtml(captured), url: article.url }
          : await deps.politeness.run(article.url, job.signal, async () => {
              const page = await deps.fetchPage(article.url, {
                allowPrivateHosts: deps.config.fetchAllowPrivateHosts,
                signal: job.signal,
              });
              return { html: page.html, url: page.url };
            }),
        { url: article.url, key, userId: item.user_id, now, shareable: captured === null },
      ));
    // Indexing the text holds SQLite's one thread for milliseconds: a hand save goes first.
    await deps.handSaves.settled(HAND_SAVE_MAX_WAIT_MS, job.signal);
    await inTransaction(db, async (trx) => {
      if (!cached) await insertExtractedContent(trx, content);
      await setArticleContent(trx, item.user_id, article.id, {
        contentId: content.id,
        status: null,
      });
      await setItemContent(trx, item.id, { state: 'fetched', message: null, at: now });
    });
    void deps.articleImages.articleSaved(article.id);
  } catch (error) {
    // Deferred or cut short by a shutdown: the item is tried again, nothing is recorded.
    if (error instanceof JobDeferred || wasInterrupted(job.signal)) throw error;
    const final = job.lastAttempt || (error instanceof AppError && FINAL_CODES.has(error.code));
    if (!final) throw error;
    const at = (deps.now ?? Date.now)();
    await inTransaction(db, async (trx) => {
      await setArticleContent(trx, item.user_id, article.id, { contentId: null, status: 'failed' });
      await setItemContent(trx, item.id, { state: 'failed', message: failureMessage(error), at });
    });
  }
  await finish();
}
