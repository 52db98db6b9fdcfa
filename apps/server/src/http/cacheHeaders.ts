/**
 * What browsers and shared caches (a proxy, a CDN) may keep, decided once for every answer, after every other hook
 * has set its headers (the cookie plugin writes Set-Cookie in its own onSend hook, registered before this one):
 *
 * - an answer for a logged-in caller, or one that sets a cookie (a session, a fresh XSRF token), is that caller's
 *   only: `Cache-Control: private` (a shared cache that kept it would hand one person's page, or token, to others);
 * - a hashed file under /assets (`immutable`, the same bytes for everyone, kept a year) carries no Set-Cookie: the
 *   XSRF token or the session hint come with the page and the API answers, never with a file a cache shares.
 */
import type { FastifyInstance } from 'fastify';

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const header = reply.getHeader('cache-control');
    const cacheControl = typeof header === 'string' ? header : '';
    if (/\bimmutable\b/.test(cacheControl)) {
      reply.removeHeader('set-cookie');
    } else if (
      (request.user !== null || reply.hasHeader('set-cookie')) &&
      !/\b(private|no-store)\b/.test(cacheControl)
    ) {
      void reply.header('cache-control', cacheControl === '' ? 'private, no-cache' : `private, ${cacheControl}`);
    }
    done(null, payload);
  });
}
