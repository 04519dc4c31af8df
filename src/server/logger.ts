import { pino, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Structured JSON lines on stdout; one logger per process. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'canyon' } });
}
