/**
 * CSRF protection (rules §2): a readable XSRF-TOKEN cookie that the browser echoes in the X-XSRF-TOKEN header on
 * every non-GET/HEAD call, bound to the session so that nobody can make one up:
 * - with a session cookie, the token is HMAC(SESSION_SECRET, session id): only that session's holder knows it;
 * - before login, the token is `nonce.HMAC(SESSION_SECRET, nonce)` for a random pre-session nonce, and must
 *   also equal the cookie this browser holds.
 * A write whose Origin names another site is refused too. Runs before access control, so a forged write is
 * refused with 403 before anything else happens.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdOf } from '../auth/sessions.ts';
import { forbidden } from './errors.ts';
import { addressedToLoopback } from './hostCheck.ts';

/** `__Host-` in production: a sibling subdomain cannot set or overwrite it (it requires Secure, Path=/, no Domain). */
export const xsrfCookieName = (secure: boolean) => (secure ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN');
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONCE_BYTES = 18;

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** The token of a session: deterministic, so nothing is stored. */
export function sessionXsrfToken(secret: string, sessionId: string): string {
  return mac(secret, 'session', sessionId);
}

/** Random bytes drawn 4 KB at a time: one call into the CSPRNG per 227 nonces (minting was 8 % of a cookieless request). */
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh pre-session token: a random nonce (no two share a byte of the pool) and its HMAC. */
export function newAnonymousXsrfToken(secret: string): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return `${nonce}.${mac(secret, 'nonce', nonce)}`;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length >= 16 && timingSafeEqual(left, right);
}

function isAnonymousToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined || nonce.length > 64) return false;
  return sameToken(signature, mac(secret, 'nonce', nonce));
}

/** The token a form may carry in a body field when it cannot set headers (the development login page). */
export function formToken(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body._xsrf : undefined;
  return typeof value === 'string' ? value : undefined;
}

const attributes = (secure: boolean) => (secure ? '; Path=/; SameSite=Lax; Secure' : '; Path=/; SameSite=Lax');

/**
 * Sets the XSRF cookie to `token`, replacing one set earlier in this answer (a login or logout changes the token
 * after the request hook set it). Readable by the page's script on purpose (not HttpOnly): that is how the header
 * gets its value. Written as a header directly: the token is base64url, safe in a cookie as it is.
 */
export function setXsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const name = xsrfCookieName(secure);
  const previous = reply.getHeader('set-cookie');
  const kept = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
    (line) => !line.startsWith(`${name}=`),
  );
  // Fastify appends to Set-Cookie rather than replacing it: remove it first.
  void reply.removeHeader('set-cookie').header('set-cookie', [...kept, `${name}=${token}${attributes(secure)}`]);
}

/** The token valid for the browser of this request (its session's, or its own valid pre-session token). */
function expectedToken(request: FastifyRequest, secret: string, secure: boolean): string | null {
  const sessionId = sessionIdOf(request, secure);
  if (sessionId) return sessionXsrfToken(secret, sessionId);
  const held = request.cookies[xsrfCookieName(secure)];
  return held && isAnonymousToken(secret, held) ? held : null;
}

/**
 * The caller's token, set as a cookie only when the browser does not already hold the right one: a browser gets
 * it with its first answer (the page itself), and a new one whenever its session changes.
 */
export function ensureXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  secure: boolean,
): string {
  const expected = expectedToken(request, secret, secure);
  if (expected && request.cookies[xsrfCookieName(secure)] === expected) return expected;
  const token = expected ?? newAnonymousXsrfToken(secret);
  setXsrfCookie(reply, token, secure);
  return token;
}

/**
 * The origins a write may come from (rules §27): the public URL's; and while the development login is on, a
 * loopback origin the request was addressed to (`http://127.0.0.1:3000` for a server whose PUBLIC_URL says
 * localhost). Never simply the request's own Host: under DNS rebinding that is the attacker's name.
 */
function isSameSiteWrite(request: FastifyRequest, publicOrigin: string, devLogin: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Old browsers send no Origin on same-origin posts; a browser that says the call is cross-site is believed.
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }
  if (origin === publicOrigin) return true;
  return devLogin && addressedToLoopback(request) && origin === `http://${request.headers.host ?? ''}`;
}

export function registerCsrf(app: FastifyInstance, secure: boolean): void {
  const secret = app.env.sessionSecret;
  const publicOrigin = new URL(app.env.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.noXsrfCookie) ensureXsrfCookie(request, reply, secret, secure);
    done();
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameSiteWrite(request, publicOrigin, app.env.devLogin))
      throw forbidden('This request came from another site and was refused. Use the site itself.');
    const header = request.headers[XSRF_HEADER];
    const sent = (typeof header === 'string' ? header : undefined) ?? formToken(request) ?? '';
    // Before login the expected token is the one this browser holds (double submit): a valid token of another
    // browser, posted by a form of another site, does not log this browser in.
    const expected = expectedToken(request, secret, secure);
    if (!expected || !sameToken(expected, sent))
      throw forbidden('Missing or invalid XSRF token. Reload the page and try again.');
  });
}
