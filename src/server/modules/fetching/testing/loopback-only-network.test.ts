import dns from 'node:dns';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLoopbackOnlyNetwork, type NetworkGuard } from './loopback-only-network';

// The safety net must itself be trustworthy. Underneath it sits a stub instead of the real
// Socket#connect, so even if the net failed, nothing would be dialled.

describe('installLoopbackOnlyNetwork', () => {
  const realConnect = net.Socket.prototype.connect;
  let dialled: unknown[];
  let guard: NetworkGuard;

  beforeEach(() => {
    dialled = [];
    net.Socket.prototype.connect = function stub(this: net.Socket, ...args: unknown[]) {
      dialled.push(args[0]);
      return this;
    } as typeof net.Socket.prototype.connect;
    guard = installLoopbackOnlyNetwork();
  });

  afterEach(() => {
    guard.restore();
    net.Socket.prototype.connect = realConnect;
  });

  const attempt = (options: net.NetConnectOpts) =>
    new Promise<unknown>((resolve) => {
      const socket = new net.Socket();
      socket.once('error', resolve);
      socket.connect(options);
      setTimeout(() => resolve(null), 20);
    });

  it('refuses non-loopback addresses before dialling', async () => {
    for (const host of ['192.0.2.1', '10.0.0.1', '169.254.169.254', '2001:db8::1', '0.0.0.0']) {
      expect(await attempt({ host, port: 80 })).toBeInstanceOf(Error);
    }
    expect(dialled).toEqual([]);
    expect(guard.violations).toHaveLength(5);
  });

  it('refuses names that would need the system resolver', async () => {
    expect(await attempt({ host: 'example.com', port: 80 })).toBeInstanceOf(Error);
    expect(await attempt({ host: 'localhost', port: 80 })).toBeInstanceOf(Error);
    expect(dialled).toEqual([]);
  });

  it('passes loopback literals through', async () => {
    await attempt({ host: '127.0.0.1', port: 9 });
    await attempt({ host: '::1', port: 9 });
    expect(dialled).toHaveLength(2);
    expect(guard.violations).toEqual([]);
  });

  it('wraps a custom lookup so it may only answer loopback', async () => {
    const answers: unknown[] = [];
    const lookup = ((
      _host: string,
      _options: unknown,
      callback: (e: Error | null, a: string, f: number) => void,
    ) => callback(null, '192.0.2.1', 4)) as unknown as net.LookupFunction;
    await attempt({ host: 'pinned.test', port: 80, lookup });
    const options = dialled[0] as { lookup: net.LookupFunction };
    options.lookup('pinned.test', {}, (error, address) => answers.push(error, address));
    expect(answers[0]).toBeInstanceOf(Error);
    expect(guard.violations).toEqual(['a connection to 192.0.2.1 (for pinned.test)']);
  });

  it('stands in for the system resolver', async () => {
    await expect(dns.promises.lookup('example.com', { all: true })).rejects.toThrow(/refused/);
    guard.fakeDns({ 'example.com': ['127.0.0.1'] });
    await expect(dns.promises.lookup('example.com', { all: true })).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });
});
