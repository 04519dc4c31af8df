import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPinnedClient, createPinnedLookup } from './pinned-client';
import { startCanary, type Canary } from './testing/canary-listener';
import { installLoopbackOnlyNetwork, type NetworkGuard } from './testing/loopback-only-network';
import { hasOpenssl, makeSelfSignedCert } from './testing/self-signed-cert';

const timeouts = { connectTimeoutMs: 2000, headersTimeoutMs: 2000, bodyTimeoutMs: 2000 };

describe('createPinnedLookup', () => {
  it('answers with the pinned address only, in both callback shapes, without DNS', () => {
    const lookup = createPinnedLookup({
      hostname: 'example.com',
      pinned: { address: '93.184.216.34', family: 4 },
    });
    const single: unknown[] = [];
    lookup('example.com', { family: 0 }, (...args) => single.push(...args));
    expect(single).toEqual([null, '93.184.216.34', 4]);
    const all: unknown[] = [];
    lookup('EXAMPLE.com.', { all: true }, (...args) => all.push(...args));
    expect(all).toEqual([null, [{ address: '93.184.216.34', family: 4 }]]);
  });

  it('refuses any other name', () => {
    const lookup = createPinnedLookup({
      hostname: 'example.com',
      pinned: { address: '93.184.216.34', family: 4 },
    });
    let error: unknown;
    lookup('other.example', {}, (err) => (error = err));
    expect(error).toBeInstanceOf(Error);
  });
});

describe('createPinnedClient', () => {
  let guard: NetworkGuard;
  let site: http.Server;
  let sitePort: number;
  let decoy: Canary;
  const seen: { host?: string; local?: string }[] = [];

  beforeAll(async () => {
    guard = installLoopbackOnlyNetwork();
    site = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, local: req.socket.localAddress });
      res.end('pinned ok');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    sitePort = (site.address() as AddressInfo).port;
    // Same port, another loopback address: where an unpinned second lookup would go.
    decoy = await startCanary('127.0.0.2', sitePort);
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await decoy.close();
    guard.restore();
  });

  afterEach(() => {
    expect(guard.violations).toEqual([]);
    expect(decoy.connections()).toBe(0);
  });

  it('connects to the pinned address and keeps the hostname in Host', async () => {
    const agent = createPinnedClient(
      { hostname: 'pinned.test', pinned: { address: '127.0.0.1', family: 4 } },
      `http://pinned.test:${sitePort}`,
      timeouts,
    );
    try {
      const response = await agent.request({
        path: '/',
        method: 'GET',
      });
      expect(await response.body.text()).toBe('pinned ok');
      expect(seen.at(-1)).toEqual({ host: `pinned.test:${sitePort}`, local: '127.0.0.1' });
    } finally {
      await agent.destroy();
    }
  });

  it('cannot be pointed at another host', async () => {
    const agent = createPinnedClient(
      { hostname: 'pinned.test', pinned: { address: '127.0.0.1', family: 4 } },
      `http://elsewhere.test:${sitePort}`,
      timeouts,
    );
    try {
      await expect(agent.request({ path: '/', method: 'GET' })).rejects.toThrow();
    } finally {
      await agent.destroy();
    }
  });

  it.skipIf(!hasOpenssl())('keeps TLS SNI and certificate checks on the hostname', async () => {
    const { key, cert } = makeSelfSignedCert('secure.test');

    const servernames: (string | false | null)[] = [];
    const server = https.createServer({ key, cert }, (req, res) => {
      servernames.push((req.socket as TLSSocket).servername);
      res.end(`tls ok for ${req.headers.host}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    const target = {
      hostname: 'secure.test',
      pinned: { address: '127.0.0.1', family: 4 as const },
    };
    const origin = `https://secure.test:${port}`;
    const trusted = createPinnedClient(target, origin, { ...timeouts, tls: { ca: cert } });
    const untrusted = createPinnedClient(target, origin, timeouts);
    try {
      const response = await trusted.request({
        path: '/',
        method: 'GET',
      });
      expect(await response.body.text()).toBe(`tls ok for secure.test:${port}`);
      expect(servernames).toEqual(['secure.test']);
      // Without the test CA the certificate is still checked, and fails.
      await expect(untrusted.request({ path: '/', method: 'GET' })).rejects.toThrow();
    } finally {
      await trusted.destroy();
      await untrusted.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
