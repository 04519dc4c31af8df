import dns from 'node:dns';
import { AppError } from '@/server/errors';
import { parseIpAddress, type IpAddress } from './ip-ranges';

/** Hostname → every address it resolves to. Injectable so tests never touch real DNS. */
export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

/** The system resolver (getaddrinfo, so /etc/hosts counts), all answers, in its order. */
export const systemResolve: ResolveHost = async (hostname) => {
  // Property access at call time (not a named import) so tests can watch it.
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Every address a hostname resolves to, parsed. An IP literal resolves to itself without asking
 * anyone. A resolver answer that is not an IP address is an error, never skipped.
 */
export async function resolveHost(
  hostname: string,
  resolve: ResolveHost,
  signal?: AbortSignal,
): Promise<IpAddress[]> {
  const literal = parseIpAddress(hostname);
  if (literal) return [literal];

  let answers: readonly string[];
  try {
    answers = await abortable(resolve(hostname), signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new AppError('FETCH_ERROR', `Could not resolve the host ${hostname}`, { cause: error });
  }
  if (answers.length === 0)
    throw new AppError('FETCH_ERROR', `Could not resolve the host ${hostname}`);

  return answers.map((answer) => {
    const ip = parseIpAddress(answer);
    if (!ip)
      throw new AppError('FETCH_ERROR', `The host ${hostname} resolved to an invalid address`);
    return ip;
  });
}
