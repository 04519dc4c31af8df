import { vi } from 'vitest';

/**
 * BroadcastChannel between "windows" of one test: a message reaches every other open channel
 * of the same name, asynchronously, as in a browser.
 */
export function installFakeBroadcastChannel() {
  const open = new Set<FakeChannel>();
  const sent: Array<{ name: string; data: unknown }> = [];

  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(data: unknown) {
      sent.push({ name: this.name, data });
      for (const other of open) {
        if (other !== this && other.name === this.name) {
          setTimeout(() => other.onmessage?.(new MessageEvent('message', { data })), 0);
        }
      }
    }
    close() {
      open.delete(this);
    }
  }

  vi.stubGlobal('BroadcastChannel', FakeChannel);
  return {
    sent,
    /** A channel standing for another window (the sign-in page or the popup). */
    other: (name: string) => new FakeChannel(name),
  };
}
