/**
 * Cached answers of the public reads whose cost grows with the tournament's history (every race, group,
 * runner or Pickems player): built once per data version instead of once per request.
 *
 * A route opts in with `config.cache`:
 * - 'shared': the answer is the same for every caller;
 * - 'anonymous': the answer depends on who asks (e.g. `callerIsCommentator`), so only anonymous answers are kept.
 * Only GET requests without a query string are served from the cache, so it holds one answer per route.
 *
 * Validity: every request reads the data version (one indexed row, the cost of /api/health's ping). The
 * triggers of migration 0002 replace it at the commit of any transaction that changed a table the reads show,
 * whoever wrote: this process, another server process, a script, a test writing to the database directly. An
 * answer is kept only when the version was the same before and after it was built, so it matches that version.
 * While the version is unchanged, concurrent misses of one route wait for a single build (no stampede).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readDataVersion } from '../db/dataVersion.ts';
import { addVary, compressedBody, preferredEncoding } from './compression.ts';

export type CachePolicy = 'shared' | 'anonymous';

const JSON_TYPE = 'application/json; charset=utf-8';

interface Entry {
  version: string;
  body: Buffer;
  /** The answer's Content-Type as its route set it: JSON, or a calendar feed's text/calendar (rules §14). */
  type: string;
  etag: string;
  /** Compressed bodies, made on first demand and kept with the entry. */
  encoded: Map<string, Promise<Buffer>>;
}

interface Build {
  key: string;
  version: string;
  settle(entry: Entry | null): void;
}

function policyOf(request: FastifyRequest): CachePolicy | undefined {
  const policy = request.routeOptions.config.cache;
  if (!policy || request.method !== 'GET') return undefined;
  // One answer per route: a query string or a path parameter would make the key space unbounded.
  if (request.url !== request.routeOptions.url) return undefined;
  if (policy === 'anonymous' && request.user) return undefined;
  return policy;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply> {
  void reply.header('etag', entry.etag);
  addVary(reply, 'accept-encoding');
  if (matchesEtag(request, entry.etag)) return reply.status(304).send();
  void reply.header('content-type', entry.type);
  const encoding = preferredEncoding(request, entry.body.length);
  if (!encoding) return reply.send(entry.body);
  let encoded = entry.encoded.get(encoding);
  if (!encoded) {
    encoded = compressedBody(entry.body, encoding);
    entry.encoded.set(encoding, encoded);
  }
  void reply.header('content-encoding', encoding);
  return reply.send(await encoded);
}

export function registerReadCache(app: FastifyInstance): void {
  const entries = new Map<string, Entry>();
  const building = new Map<string, { version: string; done: Promise<Entry | null> }>();
  const builds = new WeakMap<FastifyRequest, Build>();

  const finish = (request: FastifyRequest, entry: Entry | null) => {
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
    const version = await readDataVersion(app.db);
    if (version === null) return;
    const key = request.url;
    const entry = entries.get(key);
    if (entry?.version === version) return sendEntry(request, reply, entry);
    const pending = building.get(key);
    if (pending?.version === version) {
      const built = await pending.done;
      if (built) return sendEntry(request, reply, built);
      return;
    }
    let settle: (entry: Entry | null) => void = () => undefined;
    const done = new Promise<Entry | null>((resolve) => {
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
    const after = await readDataVersion(app.db);
    if (after !== build.version) {
      finish(request, null);
      return payload;
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const type = reply.getHeader('content-type');
    const entry: Entry = {
      version: build.version,
      body,
      type: typeof type === 'string' ? type : JSON_TYPE,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: new Map(),
    };
    entries.set(build.key, entry);
    finish(request, entry);
    void reply.header('etag', entry.etag);
    return payload;
  });

  // Whatever happened (an error, an aborted request), waiters are released and build themselves.
  app.addHook('onResponse', async (request) => finish(request, null));
  app.addHook('onRequestAbort', async (request) => finish(request, null));
}
