import dns from 'node:dns';
import net from 'node:net';

// Test helper: a safety net under the fetching tests. While installed, any socket connection to a
// non-loopback address and any real DNS query is refused and recorded, so even a bug in the code
// under test cannot reach the network (this machine has none, and tests must not try).

export type NetworkGuard = {
  violations: string[];
  /** Answers for the system resolver (dns.lookup), for tests of the default resolver. */
  fakeDns(answers: Record<string, string[]>): void;
  restore(): void;
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;
type Lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return address.startsWith('127.');
  if (family === 6) return address === '::1' || /^::ffff:127\./i.test(address);
  return false;
}

export function installLoopbackOnlyNetwork(): NetworkGuard {
  const violations: string[] = [];
  let fake: Record<string, string[]> = {};
  const refuse = (what: string) => {
    violations.push(what);
    return Object.assign(new Error(`Test network guard: refused ${what}`), {
      code: 'ECONNREFUSED',
    });
  };

  const originalConnect = net.Socket.prototype.connect;
  const originalLookup = dns.lookup;
  const originalPromisesLookup = dns.promises.lookup;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: any[]) {
    const first: unknown = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as
      Record<string, unknown> | number | string | undefined;
    let problem: Error | null = null;
    if (typeof options === 'object' && options !== null) {
      if (!options.path) {
        const host = typeof options.host === 'string' ? options.host : 'localhost';
        if (net.isIP(host)) {
          if (!isLoopbackAddress(host)) problem = refuse(`a connection to ${host}`);
        } else if (typeof options.lookup !== 'function') {
          problem = refuse(`a system DNS lookup of ${host}`);
        } else {
          const inner = options.lookup as Lookup;
          options.lookup = ((hostname, lookupOptions, callback) =>
            inner(hostname, lookupOptions, (error, address, family) => {
              const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
              const outside = addresses.find((a) => !isLoopbackAddress(a));
              if (!error && outside)
                callback(refuse(`a connection to ${outside} (for ${hostname})`), '', 0);
              else callback(error, address, family);
            })) satisfies Lookup;
        }
      }
    } else {
      problem = refuse(`a connection in an unexpected form (${String(options)})`);
    }
    if (problem) {
      const error = problem;
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
  } as typeof net.Socket.prototype.connect;

  const fakeAnswers = (hostname: string) => {
    const answers = fake[hostname];
    if (!answers) throw refuse(`a system DNS lookup of ${hostname}`);
    return answers.map((address) => ({ address, family: net.isIP(address) }));
  };
  dns.promises.lookup = (async (hostname: string) =>
    fakeAnswers(hostname)) as unknown as typeof dns.promises.lookup;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    // Servers listening on an IP literal look it up too; that never leaves the machine.
    if (net.isIP(hostname))
      return (originalLookup as (...args: unknown[]) => void)(hostname, ...rest);
    const callback = rest[rest.length - 1] as LookupCallback;
    try {
      callback(null, fakeAnswers(hostname));
    } catch (error) {
      callback(error as Error, '', 0);
    }
  }) as typeof dns.lookup;

  return {
    violations,
    fakeDns(answers) {
      fake = answers;
    },
    restore() {
      net.Socket.prototype.connect = originalConnect;
      dns.lookup = originalLookup;
      dns.promises.lookup = originalPromisesLookup;
    },
  };
}
