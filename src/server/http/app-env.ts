import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

/** What every route and middleware can reach through the Hono context. */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
  };
};
