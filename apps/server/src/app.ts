/**
 * Builds the Fastify app: one instance serves the API under /api, the auth calls at the root,
 * and the built web app (same origin, so cookies and XSRF need no CORS).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { registerAccessControl } from './http/access.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { registerWriteLimit } from './http/rateLimit.ts';
import { registerDocs } from './http/docs.ts';
import { registerCacheHeaders } from './http/cacheHeaders.ts';
import { registerCompression } from './http/compression.ts';
import { registerAnswerCache } from './http/answerCache.ts';
import { registerReadCache } from './http/readCache.ts';
import { loggerOptions } from './http/requestLog.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { timeoutOptions } from './http/timeouts.ts';
import { registerUntrustedProxyWarning } from './http/untrustedProxy.ts';
import { registerHostCheck } from './http/hostCheck.ts';
import { registerPurgeSchedule, type PurgeScheduleOptions } from './jobs/purge.ts';
import { registerVacuumSchedule } from './jobs/vacuum.ts';
import { registerRacetimeWatch, type RacetimeWatchOptions } from './jobs/racetimeWatch.ts';
import { createRacetimeClient, type RacetimeClientOptions } from './clients/racetime.ts';
import { createDiscordWebhookClient } from './clients/discordWebhook.ts';
import { registerNotifier, type NotifierOptions } from './jobs/notifier.ts';
import {
  clearSignedInCookie,
  findSessionUser,
  sessionIdOf,
  setSignedInCookie,
  SIGNED_IN_COOKIE,
} from './auth/sessions.ts';
import { authRoutes } from './auth/routes.ts';
import { apiRoutes } from './features/routes.ts';
import { createWebPages } from './web/pages.ts';
import type { PageClock } from './web/pageFreshness.ts';
import { registerRenderReads } from './web/renderReads.ts';
import { namesImpossibleUser } from './web/pagePaths.ts';
import './http/types.ts';
import { serverRoot } from './paths.ts';

export interface BuildOptions {
  env: Env;
  database: Database;
  /** Serve the built web app when it exists (off in API tests). */
  serveWeb?: boolean;
  /** Where log lines go (default stdout); tests capture them to prove no secret is ever logged. */
  logStream?: NodeJS.WritableStream;
  /** The timer that deletes expired sessions and rate-limit rows (tests inject its clock and interval). */
  purge?: PurgeScheduleOptions;
  /** racetime.gg's time limit and size cap (tests shorten the time limit instead of waiting 5 s). */
  racetime?: Pick<RacetimeClientOptions, 'timeoutMs' | 'maxBytes'>;
  /** The racetime.gg watcher's clock (also that of every room read) and interval (tests inject the clock). */
  racetimeWatch?: RacetimeWatchOptions;
  /** The Discord sender's clock and Discord's time limit (tests inject the clock and call drainOnce). */
  notifier?: Pick<NotifierOptions, 'now'> & { timeoutMs?: number };
  /** The rendered pages' clock: when a stale page is rendered again and how long it is served (tests inject it). */
  pageClock?: PageClock;
}

const defaultWebDist = join(serverRoot, '../web/dist');

/**
 * Whose X-Forwarded-For to believe (rules §27): the first `hops` proxies in front of the server, or only the listed
 * proxy addresses (proxy-addr compiles the list).
 */
const trustedProxies = (trust: number | string[]) =>
  typeof trust !== 'number' ? trust : trust === 0 ? false : (_address: string, hop: number) => hop < trust;

/**
 * Hashed build files are cached for a year as immutable: a browser never revalidates them, so their validators
 * (ETag, Last-Modified) and Accept-Ranges would only cost ~100 bytes of headers on each of the ~30 files a page loads
 * (half the weight of a flag image).
 */
const IMMUTABLE_ASSET = { etag: false, lastModified: false, acceptRanges: false } as const;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    // At most one log line per request (at info: failures and slow ones), never a secret (src/http/requestLog.ts).
    ...loggerOptions(env, options.logStream),
    // Believe X-Forwarded-For only when TRUST_PROXY says so (never by default, production included): a client
    // reaching Node directly cannot pick its own address and dodge the login limit.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // Header, body and idle time limits (src/http/timeouts.ts): a slow client cannot hold a connection open.
    ...timeoutOptions(env),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('env', env);
  const racetime = createRacetimeClient({
    baseUrl: env.RACETIME_BASE_URL,
    userAgent: `pokered-race (+${env.publicUrl})`,
    ...options.racetime,
  });
  app.decorate('racetime', racetime);
  app.decorate('racetimeNow', options.racetimeWatch?.now ?? (() => new Date()));
  app.decorateRequest('user', null);

  registerErrorHandler(app);
  // First of all: a request addressed to another host name (DNS rebinding) gets nothing (src/http/hostCheck.ts).
  registerHostCheck(app);
  if (production) registerUntrustedProxyWarning(app);
  registerPurgeSchedule(app, database.db, options.purge);
  registerVacuumSchedule(app, database);
  registerNotifier(
    app,
    {
      db: database.db,
      client: createDiscordWebhookClient({ timeoutMs: options.notifier?.timeoutMs }),
      siteUrl: env.publicUrl,
    },
    { timer: env.NOTIFICATIONS_WORKER === 'on', intervalMs: env.NOTIFY_INTERVAL_MS, now: options.notifier?.now },
  );
  if (env.RACETIME_WATCH === 'on') registerRacetimeWatch(app, database.db, racetime, options.racetimeWatch);
  await app.register(cookie);
  // CSP and the other page headers on HTML documents, nosniff and CORP on everything (src/http/securityHeaders.ts).
  registerSecurityHeaders(app, production);

  // Who is calling: the session cookie, looked up once per request.
  app.addHook('onRequest', async (request, reply) => {
    const id = sessionIdOf(request, production);
    request.user = id ? await findSessionUser(database.db, id) : null;
    // Keep the readable "has a session" hint true (sessions made before it existed, an expired session).
    const hinted = request.cookies[SIGNED_IN_COOKIE] !== undefined;
    if (request.user && !hinted) setSignedInCookie(reply, production);
    if (!request.user && hinted) clearSignedInCookie(reply, production);
  });
  registerCsrf(app, production);
  registerAccessControl(app);
  if (env.RATE_LIMITS === 'on') registerWriteLimit(app);
  // In this order: the cache keeps an answer before compression changes it.
  registerAnswerCache(app, env.CACHE_MAX_MB * 1024 * 1024);
  registerReadCache(app);
  registerRenderReads(app);
  registerCompression(app);
  // Last: decides from the headers the others set (Set-Cookie included).
  registerCacheHeaders(app);

  await registerDocs(app);
  await app.register(authRoutes);
  await app.register(apiRoutes, { prefix: '/api' });

  const webDist = resolve(env.WEB_DIST ?? defaultWebDist);
  if (options.serveWeb !== false && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // Files are served by the catch-all route below, which declares its access like every route;
      // the plugin's own per-file routes would not, and the server would refuse to start.
      serve: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as they are to browsers that take them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html always revalidates.
        void reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // Public pages come server-rendered to visitors without a session (src/web/pages.ts); otherwise the app's shell.
    const pages = createWebPages(app, webDist, options.pageClock);
    // rules §25: a built renderer that cannot load stops the start (buildApp rejects) rather than serving shells.
    await pages.ready;
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/')) return reply.status(404).send({ error: `No such endpoint: GET ${path}` });
      const file = path.slice(1);
      if (file && !file.includes('..') && existsSync(join(webDist, file)) && !file.endsWith('/'))
        return file.startsWith('assets/') ? reply.sendFile(file, IMMUTABLE_ASSET) : reply.sendFile(file);
      // A user who cannot exist is no page (rules §27): not found, and no query asks the database about them.
      if (namesImpossibleUser(path))
        return reply.status(404).header('Cache-Control', 'no-cache').sendFile('index.html');
      if (await pages.send(request, reply, path)) return reply;
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
