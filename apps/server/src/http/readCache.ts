/**
 * Cached answers of the public reads whose cost grows with the tournament's history (every race, group,
 * runner or Pickems player): built once per data version instead of once per request.
 *
 * A route opts in with `config.cache`:
 * - 'shared': the answer is the same for every caller;
 * - 'anonymous': the answer depends on who asks (e.g. `callerIsCommentator`), so only anonymous answers are kept.
 * Only GET requests without a query string are served from the cache, so it holds one answer per route (or per
 * subject, for a route that names its query's one spelling: `cacheQuery`, a head-to-head pair of rules §30). Answers
 * are kept in the one cache of answers and pages (src/http/answerCache.ts), bounded by bytes.
 *
 * Validity: every request reads the versions of the data areas (one small table, one shared query: see
 * src/db/dataVersion.ts). The triggers of migration 0021 replace an area's token at the commit of any transaction
 * that changed it, whoever wrote: this process, another server process, a script, a test writing to the database
 * directly. An answer is valid while the areas its route reads (`config.reads`, src/http/dataReads.ts) keep their
 * tokens: a pronoun change leaves the standings kept. It is kept only when those tokens were the same before and after
 * it was built, so it matches them. Never served stale: an API answer is exact (ADR 018). While the tokens are
 * unchanged, concurrent misses of one route wait for a single build (no stampede).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readAreaVersions, versionOf } from '../db/dataVersion.ts';
import type { CachedAnswer } from './answerCache.ts';
import { addVary } from './compression.ts';
import { readsOf } from './dataReads.ts';

export type CachePolicy = 'shared' | 'anonymous';

const JSON_TYPE = 'application/json; charset=utf-8';

interface Build {
  key: string;
  version: string;
  settle(entry: CachedAnswer | null): void;
}

/** The key of a route's answer in the one cache (src/http/answerCache.ts), apart from the pages' keys. */
const keyOf = (url: string) => `api ${url}`;

function policyOf(request: FastifyRequest): CachePolicy | undefined {
  const policy = request.routeOptions.config.cache;
  if (!policy || request.method !== 'GET') return undefined;
  // One answer per route: a query string or a path parameter would make the key space unbounded. A route may name
  // the one spelling of its query that is kept (`cacheQuery`): an answer per existing subject, not per spelling.
  const config = request.routeOptions.config;
  if (request.url !== request.routeOptions.url && !config.cacheQuery?.test(request.url)) return undefined;
  if (policy === 'anonymous' && request.user) return undefined;
  return policy;
}

/** A kept answer: it varies with the encoding as well as what the route said (the cookie, for 'anonymous'). */
function sendEntry(request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedAnswer) {
  addVary(reply, 'accept-encoding');
  return request.server.answerCache.send(request, reply, key, entry);
}

export function registerReadCache(app: FastifyInstance): void {
  const cache = app.answerCache;
  /** The version of what the request's route reads, now. */
  const versionNow = async (request: FastifyRequest) =>
    versionOf(await readAreaVersions(app.db), readsOf(request.routeOptions.config.reads));
  const building = new Map<string, { version: string; done: Promise<CachedAnswer | null> }>();
  const builds = new WeakMap<FastifyRequest, Build>();

  const finish = (request: FastifyRequest, entry: CachedAnswer | null) => {
    const build = builds.get(request);
    if (!build) return;
    builds.delete(request);
    build.settle(entry);
  };

  // After access control (preValidation), so a cached answer is never served to a caller the route refuses.
  app.addHook('preHandler', async (request, reply) => {
    const policy = policyOf(request);
    if (!policy) return;
    // The answer a logged-in caller gets differs (and is private: src/http/cacheHeaders.ts): a cache keys by cookie.
    if (policy === 'anonymous') addVary(reply, 'cookie');
    const version = await versionNow(request);
    if (version === null) return;
    const key = keyOf(request.url);
    const entry = cache.fresh(key, version);
    if (entry) return sendEntry(request, reply, key, entry);
    const pending = building.get(key);
    if (pending?.version === version) {
      const built = await pending.done;
      if (built) return sendEntry(request, reply, key, built);
      return;
    }
    let settle: (entry: CachedAnswer | null) => void = () => undefined;
    const done = new Promise<CachedAnswer | null>((resolve) => {
      settle = resolve;
    });
    building.set(key, { version, done });
    builds.set(request, {
      key,
      version,
      settle: (built) => {
        if (building.get(key)?.done === done) building.delete(key);
        settle(built);
      },
    });
  });

  // Keeps a freshly built answer, before compression (a later onSend hook) changes the payload.
  app.addHook('onSend', async (request, reply, payload) => {
    const build = builds.get(request);
    if (!build) return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      finish(request, null);
      return payload;
    }
    // A transaction committed while the answer was built may or may not be in it: keep it only if none did.
    const after = await versionNow(request);
    if (after !== build.version) {
      finish(request, null);
      return payload;
    }
    const type = reply.getHeader('content-type');
    const entry = cache.keep(build.key, {
      version: build.version,
      // Valid until the next write to an area it reads: the versions say when.
      expiresAt: Infinity,
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      type: typeof type === 'string' ? type : JSON_TYPE,
    });
    finish(request, entry);
    void reply.header('etag', entry.etag);
    return payload;
  });

  // Whatever happened (an error, an aborted request), waiters are released and build themselves.
  app.addHook('onResponse', async (request) => finish(request, null));
  app.addHook('onRequestAbort', async (request) => finish(request, null));
}
