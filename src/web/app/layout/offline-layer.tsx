import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SaveResponse } from '@/shared/articles/save-request';
import { useSession } from '@/web/features/auth/api/get-me';
import { invalidateLibrary } from '@/web/features/library/api/article-keys';
import { OfflineIndicator } from '@/web/features/offline/offline-indicator';
import type { QueuedSave } from '@/web/features/offline/outbox';
import type { OutboxOutcome } from '@/web/features/offline/send-outbox';
import { useOutboxSync } from '@/web/features/offline/use-outbox-sync';
import {
  DUPLICATE_MESSAGE,
  SAVED_MESSAGE,
  saveErrorMessage,
} from '@/web/features/saving/lib/save-error-message';
import { useToast } from '@/web/features/toasts/toast-context';
import { api } from '@/web/lib/api-client';

const sendQueuedSave = (item: QueuedSave) => api.post<SaveResponse>('/api/save', item.request);

/**
 * The offline app's visible part on every screen: "You're offline" while Canyon cannot reach
 * its server, and the saves made meanwhile sent once it can, each with a toast saying how it went.
 */
export function OfflineLayer() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();

  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      const { url } = outcome.item.request;
      if (outcome.kind === 'saved') {
        const { created, title } = outcome.response;
        if (created) toast.success(title || url, { title: SAVED_MESSAGE });
        else toast.info(title || url, { title: DUPLICATE_MESSAGE });
        void invalidateLibrary(queryClient);
      } else {
        toast.error(`${saveErrorMessage(outcome.error)} (${url})`, {
          title: 'A save made offline failed',
        });
      }
    },
    [toast, queryClient],
  );

  useOutboxSync({
    userId: session.status === 'signed-in' ? session.user.id : null,
    send: sendQueuedSave,
    onOutcome,
  });

  return <OfflineIndicator />;
}
