/**
 * With TRUST_PROXY unset (rules §27) the server believes no X-Forwarded-For: behind a proxy every visitor then looks
 * like the proxy and shares its login limit. The first request carrying the header says so once in the log, so an
 * operator who forgot TRUST_PROXY finds out before the first 429 (docs/operations.md §1).
 */
import type { FastifyInstance } from 'fastify';

export function registerUntrustedProxyWarning(app: FastifyInstance): void {
  if (app.env.TRUST_PROXY !== 0) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'A request came with X-Forwarded-For, and TRUST_PROXY is not set: the header is ignored and every client ' +
          'of a proxy counts as the proxy. Behind a proxy, set TRUST_PROXY (docs/operations.md §1).',
      );
    }
    done();
  });
}
