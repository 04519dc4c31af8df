import { useEffect, useRef } from 'react';
import { claimOutbox } from '@/web/features/offline/clear-reader-data';
import { useOffline } from '@/web/features/offline/offline-indicator';
import { sendOutbox, type OutboxOutcome } from '@/web/features/offline/send-outbox';
import type { QueuedSave } from '@/web/features/offline/outbox';
import type { SaveResponse } from '@/shared/articles/save-request';

type OutboxSyncOptions = {
  /** The signed-in reader, or null: nothing is sent without a session. */
  userId: string | null;
  send: (item: QueuedSave) => Promise<SaveResponse>;
  onOutcome: (outcome: OutboxOutcome) => void;
};

/** Sends the outbox at start and each time Canyon can reach its server again. */
export function useOutboxSync({ userId, send, onOutcome }: OutboxSyncOptions): void {
  const offline = useOffline();
  const latest = useRef({ send, onOutcome });
  useEffect(() => {
    latest.current = { send, onOutcome };
  });

  useEffect(() => {
    if (!userId || offline) return;
    void claimOutbox(userId)
      .then(() =>
        sendOutbox({
          send: (item) => latest.current.send(item),
          onOutcome: (outcome) => latest.current.onOutcome(outcome),
        }),
      )
      .catch(() => {
        // No IndexedDB here (some private windows): there is no outbox to send.
      });
  }, [userId, offline]);
}
