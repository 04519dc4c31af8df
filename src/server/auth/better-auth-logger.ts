import type { Config } from '../config';
import type { Logger } from '../logger';

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

const levelFor: Record<Config['logLevel'], BetterAuthLevel | undefined> = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
  silent: undefined,
};

/** Better Auth's log lines go through Canyon's JSON logger instead of the console. */
export function betterAuthLogger(logger: Logger, logLevel: Config['logLevel']) {
  const log = logger.child({ component: 'auth' });
  const level = levelFor[logLevel];
  return {
    disabled: level === undefined,
    level: level ?? 'error',
    log: (entryLevel: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => !(arg instanceof Error));
      log[entryLevel]({ err, details: details.length ? details : undefined }, message);
    },
  };
}
