import { outbox } from '@/web/features/offline/outbox';
import { deleteApiCaches } from '@/web/features/offline/service-worker/cache-names';

const OWNER_KEY = 'canyon:outbox-owner';

/**
 * Sign-out: the articles, lists and images this reader opened, and saves still waiting, leave
 * the device, so the next person on a shared one can neither read nor send them. Best effort:
 * signing out never fails because a store is unavailable.
 */
export async function clearReaderData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  await Promise.allSettled([
    typeof caches === 'undefined' ? Promise.resolve() : deleteApiCaches(caches),
    outbox.clear(),
  ]);
}

/**
 * The outbox belongs to whoever was signed in when it filled. If someone else is signed in
 * now (the last session ended without signing out), the waiting saves are dropped rather than
 * added to the wrong library.
 */
export async function claimOutbox(userId: string): Promise<void> {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner !== null && owner !== userId) await outbox.clear();
  localStorage.setItem(OWNER_KEY, userId);
}
