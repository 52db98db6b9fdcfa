/**
 * Enforces each route's declared `config.access` (rules §3): anonymous → 401, logged in without
 * the right → 403. A route registered without `access` stops the server at start.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, SessionUser } from './types.ts';
import { forbidden, unauthorized } from './errors.ts';

export function allows(access: Access, user: SessionUser | null): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (!user) return 401;
  if (access === 'user') return 'ok';
  if (access === 'runner') return user.role === 'runner' ? 'ok' : 403;
  return user.isAdmin ? 'ok' : 403;
}

/** The logged-in caller of a route whose access is not public. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** One registered route as the access hook saw it: what the permission tests walk over. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The route's zod schemas (params, querystring, body), as declared. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes the access hook saw (registerAccessControl); absent on an app built without it. */
    registeredRoutes?: readonly RouteEntry[];
  }
}

/** Every route registered on `app` (HEAD twins excluded), in registration order. */
export function listRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return app.registeredRoutes ?? [];
}

export function registerAccessControl(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.url.startsWith('/assets') || route.prefix.startsWith('/assets')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    const schema: RouteEntry['schema'] = route.schema ?? {};
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, schema });
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    const verdict = allows(access, request.user);
    if (verdict === 401) throw unauthorized();
    if (verdict === 403) throw forbidden();
  });
}
