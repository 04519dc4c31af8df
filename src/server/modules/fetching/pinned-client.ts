import type { LookupFunction } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { buildConnector, Client } from 'undici';
import type { IpAddress } from './ip-ranges';

// An undici Client for one checked origin whose sockets can only reach the address that was
// checked (SECURITY.md, Fetching 6). A Client, not an Agent: an Agent builds a pool per origin
// with queues of a few thousand slots, tens of kilobytes of garbage for each one-request use. The URL keeps the hostname, so Host and TLS SNI stay the hostname;
// only the name-to-address step is replaced, by a lookup that answers with the pinned address.

export type PinnedTarget = { hostname: string; pinned: IpAddress };

export type PinnedClientOptions = {
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Extra TLS settings (tests use `ca` for their self-signed fixture). */
  tls?: Pick<ConnectionOptions, 'ca'>;
};

const bare = (host: string) =>
  (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host)
    .toLowerCase()
    .replace(/\.+$/, '');

function canonical(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return address.includes(':') ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address;
}

/** A lookup that knows one name and one address, and never asks DNS. */
export function createPinnedLookup({ hostname, pinned }: PinnedTarget): LookupFunction {
  return (host, options, callback) => {
    if (bare(host) !== bare(hostname)) {
      const error = Object.assign(
        new Error(`Refusing to resolve ${host}: this connection is pinned to ${hostname}`),
        {
          code: 'ENOTFOUND',
        },
      );
      callback(error, '', 0);
      return;
    }
    if (options.all) {
      // The typings describe only the single-answer callback; net passes all:true under autoSelectFamily.
      (callback as unknown as (err: null, addresses: IpAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}

export function createPinnedClient(
  target: PinnedTarget,
  origin: string,
  options: PinnedClientOptions,
): Client {
  const connector = buildConnector({
    ...options.tls,
    lookup: createPinnedLookup(target),
    timeout: options.connectTimeoutMs,
  });
  return new Client(origin, {
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
    // One request per client; nothing to keep alive.
    pipelining: 0,
    connect(connectOptions, callback) {
      connector(connectOptions, (error, socket) => {
        if (error || !socket) {
          callback(error ?? new Error('Connection failed'), null);
          return;
        }
        // Belt and braces: whatever happened above, the socket must be connected to the pinned address.
        const remote = socket.remoteAddress ? canonical(socket.remoteAddress) : '';
        if (remote !== canonical(target.pinned.address)) {
          socket.destroy();
          callback(
            new Error(
              `Connected to ${remote || 'an unknown address'}, expected ${target.pinned.address}`,
            ),
            null,
          );
          return;
        }
        callback(null, socket);
      });
    },
  });
}
