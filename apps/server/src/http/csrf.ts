/**
 * Double-submit CSRF protection (rules §2): a readable XSRF-TOKEN cookie, echoed by the browser in
 * the X-XSRF-TOKEN header on every non-GET/HEAD call. Runs before access control, so a forged write
 * is refused with 403 before anything else happens.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length >= 16 && timingSafeEqual(left, right);
}

/** The token a form may carry in a body field when it cannot set headers (the development login page). */
export function formToken(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body._xsrf : undefined;
  return typeof value === 'string' ? value : undefined;
}

const ATTRIBUTES = '; Path=/; SameSite=Lax';
const SECURE_ATTRIBUTES = `${ATTRIBUTES}; Secure`;
const TOKEN_BYTES = 24;
/** Random bytes drawn 4 KB at a time: one call into the CSPRNG per 170 tokens instead of one per token. */
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh token of 24 random bytes; no two tokens share a byte of the pool. */
function newToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

/**
 * The caller's token, minted and set as a cookie only when the request carries none: a browser gets it with its
 * first answer (the page itself) and sends it back from then on, so later answers carry no Set-Cookie.
 */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[XSRF_COOKIE];
  if (existing && existing.length >= 16) return existing;
  const token = newToken();
  // Readable by the page's script on purpose (not HttpOnly): that is how the header gets its value. Written as a
  // header directly: the token is base64url, safe in a cookie as it is. Minting (a CSPRNG call, then the cookie
  // plugin merging options and checking name and value) was 8 % of a cookieless request in a profile.
  void reply.header('set-cookie', `${XSRF_COOKIE}=${token}${secure ? SECURE_ATTRIBUTES : ATTRIBUTES}`);
  request.cookies[XSRF_COOKIE] = token;
  return token;
}

export function registerCsrf(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    ensureXsrfCookie(request, reply, secure);
    done();
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[XSRF_COOKIE] ?? '';
    const header = request.headers[XSRF_HEADER];
    const sent = (typeof header === 'string' ? header : undefined) ?? formToken(request) ?? '';
    if (!sameToken(cookie, sent)) throw forbidden('Missing or invalid XSRF token. Reload the page and try again.');
  });
}
