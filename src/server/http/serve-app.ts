import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { lingerAfterEarlyAnswers } from './lingering-close';

type ServeOptions = Pick<Parameters<typeof serve>[0], 'fetch' | 'port' | 'hostname'>;

/**
 * Canyon's HTTP server: the app on @hono/node-server, closing connections in stages after early
 * answers. Tests that go over real HTTP start it too, so they meet the server production runs.
 */
export function serveApp(
  options: ServeOptions,
  onListening?: (address: AddressInfo) => void,
): Server {
  // Without `createServer` in the options, @hono/node-server makes a node:http server.
  return lingerAfterEarlyAnswers(serve(options, onListening) as Server);
}
