import type { Auth } from '../auth/create-auth';
import type { AuthUser } from '../auth/auth-user';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

/** What every route and middleware can reach through the Hono context. */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  auth: Auth;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by requireUser / optionalUser (src/server/auth/require-user.ts). */
    user: AuthUser | undefined;
  };
};
