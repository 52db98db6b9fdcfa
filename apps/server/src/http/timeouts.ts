/**
 * How long a client may take (docs/operations.md §1). Fastify's defaults left a request without any time limit
 * (its `requestTimeout` is 0), so a client sending its body a byte at a time held a connection open for as long as
 * it liked (75 s and more were seen); enough of them exhaust the server's sockets.
 *
 * - headers: the request line and headers must arrive within `HEADERS_TIMEOUT_MS` (Node's `headersTimeout`);
 * - whole request: headers and body within `REQUEST_TIMEOUT_MS` (`requestTimeout`); Node answers 408 and closes;
 * - idle during a request: no byte either way for `IDLE_TIMEOUT_MS` closes the socket (`connectionTimeout`);
 * - idle between requests of a kept-alive connection: `KEEP_ALIVE_TIMEOUT_MS` (`keepAliveTimeout`), longer than
 *   the proxy's own upstream keep-alive (nginx and most load balancers: 60 s), so that the proxy, not Node, closes
 *   an idle connection and never sends a request on a socket Node is closing.
 */
import type { ServerOptions } from 'node:http';
import type { Env } from '../env.ts';

type Timeouts = Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'IDLE_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>;

/** Fastify's server options for these limits. */
export interface TimeoutOptions {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
}

export function timeoutOptions(env: Timeouts): TimeoutOptions {
  return {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      // Node looks for requests past their header and request time limits only this often (default every 30 s,
      // which would let a 10 s limit run to 40 s): a quarter of the header limit, at most once a second.
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(env.HEADERS_TIMEOUT_MS / 4))),
    },
  };
}
