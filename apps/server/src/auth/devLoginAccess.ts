/**
 * Who may use the development login (rules §2): clients on the loopback address only, and never through a proxy,
 * since a proxy on the same machine would make every visitor look local; and only under a loopback Host (rules
 * §27), since a DNS-rebinding page reaches 127.0.0.1 under its own name.
 */
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../env.ts';
import { addressedToLoopback } from '../http/hostCheck.ts';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopbackClient(request: FastifyRequest): boolean {
  // The socket's address, not request.ip: that one may come from X-Forwarded-For when TRUST_PROXY is set.
  const address = request.socket.remoteAddress ?? '';
  return (
    isLoopbackHost(address) &&
    addressedToLoopback(request) &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined)
  );
}
