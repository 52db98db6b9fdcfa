/**
 * Double-submit CSRF protection (rules.md §2): a readable XSRF-TOKEN cookie, echoed by the browser in
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

export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[XSRF_COOKIE];
  if (existing && existing.length >= 16) return existing;
  const token = randomBytes(24).toString('base64url');
  // Readable by the page's script on purpose: that is how the header gets its value.
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  request.cookies[XSRF_COOKIE] = token;
  return token;
}

export function registerCsrf(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    ensureXsrfCookie(request, reply, secure);
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[XSRF_COOKIE] ?? '';
    const header = request.headers[XSRF_HEADER];
    const sent = (typeof header === 'string' ? header : undefined) ?? formToken(request) ?? '';
    if (!sameToken(cookie, sent)) throw forbidden('Missing or invalid XSRF token. Reload the page and try again.');
  });
}
