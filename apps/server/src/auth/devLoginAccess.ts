/**
 * Who may use the development login (rules §2): clients on the loopback address only, and never through a proxy,
 * since a proxy on the same machine would make every visitor look local.
 */
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../env.ts';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopbackClient(request: FastifyRequest): boolean {
  // The socket's address, not request.ip: that one may come from X-Forwarded-For when TRUST_PROXY is set.
  const address = request.socket.remoteAddress ?? '';
  return isLoopbackHost(address) && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}
