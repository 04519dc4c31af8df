import net from 'node:net';
import type { FetchPageOptions } from '../fetch-page';
import { startCanary, type Canary } from './canary-listener';
import { startFixtureSite, type FixtureSite } from './fixture-site';
import { installLoopbackOnlyNetwork, type NetworkGuard } from './loopback-only-network';

// Test helper: everything an integration test of the fetcher needs, all on loopback.
// - site: the fixture web site on 127.0.0.1, reachable only through the allow-list
// - canaries on 127.0.0.1 and ::1 (random ports) and a decoy on 127.0.0.2 at the site's port,
//   none of which may ever see a connection
// - a network guard refusing anything that is not loopback, and any real DNS query
// - an injectable resolver: names map to answers (a list, or a function of the call number)

export type Answers = string[] | ((call: number) => string[]);

export type FetchHarness = {
  site: FixtureSite;
  canary: Canary;
  canary6: Canary | null;
  decoy: Canary;
  guard: NetworkGuard;
  /** Resolver calls so far, by hostname. */
  resolverCalls: Map<string, number>;
  /** Sets the injected resolver's answers (replacing earlier ones). */
  setAnswers(answers: Record<string, Answers>): void;
  /** Options for fetchPage: the site allow-listed as 127.0.0.1:<port> and fixture.test:<port>. */
  options(extra?: Partial<FetchPageOptions>): FetchPageOptions;
  /** Connections any canary has seen, plus network-guard refusals: must stay empty. */
  leaks(): string[];
  close(): Promise<void>;
};

async function canUseIPv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

export async function startFetchHarness(): Promise<FetchHarness> {
  const guard = installLoopbackOnlyNetwork();
  const site = await startFixtureSite('127.0.0.1');
  const canary = await startCanary('127.0.0.1');
  const canary6 = (await canUseIPv6Loopback()) ? await startCanary('::1') : null;
  const decoy = await startCanary('127.0.0.2', site.port);

  const resolverCalls = new Map<string, number>();
  const defaults: Record<string, Answers> = { 'fixture.test': ['127.0.0.1'] };
  let answers: Record<string, Answers> = { ...defaults };
  const resolve = async (hostname: string) => {
    const key = hostname.toLowerCase().replace(/\.+$/, '');
    const call = (resolverCalls.get(key) ?? 0) + 1;
    resolverCalls.set(key, call);
    const entry = answers[key];
    if (!entry)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return typeof entry === 'function' ? entry(call) : entry;
  };

  return {
    site,
    canary,
    canary6,
    decoy,
    guard,
    resolverCalls,
    setAnswers(next) {
      answers = { ...defaults, ...next };
      resolverCalls.clear();
    },
    options: (extra = {}) => ({
      allowPrivateHosts: [`127.0.0.1:${site.port}`, `fixture.test:${site.port}`],
      resolve,
      timeoutMs: 5000,
      ...extra,
    }),
    leaks() {
      const seen = [canary, canary6, decoy]
        .filter((c): c is Canary => c !== null)
        .filter((c) => c.connections() > 0)
        .map((c) => `${c.connections()} connection(s) to the canary at ${c.host}:${c.port}`);
      return [...seen, ...guard.violations];
    },
    async close() {
      await site.close();
      await canary.close();
      await canary6?.close();
      await decoy.close();
      guard.restore();
    },
  };
}
