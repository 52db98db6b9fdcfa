/**
 * The host names this server answers to (rules §27): `PUBLIC_URL`'s, and the loopback names while the development
 * login is on. A DNS-rebinding page (attacker.example resolving to 127.0.0.1) reaches the server with its own name in
 * `Host`: it is refused before anything else runs, so it cannot log in through the development login, nor read or
 * write with a session. The health check answers any host: load balancers probe servers by address, and it reveals
 * nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackHost, type Env } from '../env.ts';

const HEALTH_PATH = '/api/health';

/** The name part of a Host header (`[::1]:3000` → `::1`, `Race.Example.org.:443` → `race.example.org`). */
export function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : (host.split(':')[0] ?? '');
  return name.toLowerCase().replace(/\.$/, '');
}

/** Whether the request was addressed by a loopback name (`Host: localhost:3000`, `127.0.0.1`, `[::1]`). */
export function addressedToLoopback(request: FastifyRequest): boolean {
  const host = request.headers.host;
  return host !== undefined && isLoopbackHost(hostnameOf(host));
}

export function hostAllowed(env: Pick<Env, 'publicUrl' | 'devLogin'>, host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = hostnameOf(host);
  return name === hostnameOf(new URL(env.publicUrl).host) || (env.devLogin && isLoopbackHost(name));
}

export function registerHostCheck(app: FastifyInstance): void {
  const { env } = app;
  const refusal = { error: `This server answers at ${env.publicUrl} only.` };
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === HEALTH_PATH) return;
    // The raw headers, not request.host: a trusted proxy's X-Forwarded-Host would replace it, and a page's script
    // may set that header itself. Either one naming another host is refused.
    const forwarded = request.headers['x-forwarded-host'];
    if (hostAllowed(env, request.headers.host) && (forwarded === undefined || hostAllowed(env, String(forwarded))))
      return;
    return reply.status(421).send(refusal);
  });
}
