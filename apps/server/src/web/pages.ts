/**
 * Server-rendered pages for visitors without a session (docs/decisions/005-server-rendering.md).
 *
 * A page is rendered once per (path, versions of the data areas it read) and kept with the API's cached answers in the
 * one cache bounded by bytes (src/http/answerCache.ts). What it read is recorded as it renders (src/web/renderReads.ts):
 * the areas of every API route it asked. A write to another area leaves it kept (a pronoun change does not touch
 * /standings; /rules reads nothing that changes). When an area it read changes, the page is rendered again at most
 * once a second, and until its successor is ready visitors get the stale page for at most 5 s
 * (src/web/pageFreshness.ts, rules §31): the cost of a page follows what it reads, not the write rate. Only
 * visitors without a session get these pages, so whoever writes reads the fresh API. Texts relative to the current
 * time ("in 2d 3h") are refreshed by rendering again after a minute at most. Pages are compressed once, on first demand per encoding. Anything that goes wrong, and every path
 * the renderer does not draw, falls back to the single-page app's shell: a visitor never gets an error page from here.
 *
 * Anyone can ask for any path, so what may cost a render is bounded (src/web/pagePaths.ts): only canonical paths,
 * only existing users and races; paths the renderer left to the browser are remembered apart, by count (they never
 * push a real page out); at most MAX_RENDERS renders run at once, and at most MAX_RENDERS_PER_CLIENT cache-miss
 * renders per client: a visitor who would wait for another gets the shell.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SIGNED_IN_COOKIE } from '../auth/sessions.ts';
import { readAreaVersions, versionOf } from '../db/dataVersion.ts';
import { answerOf, type CachedAnswer } from '../http/answerCache.ts';
import { loggableError } from '../http/errorLog.ts';
import { createLogSampler } from '../http/logSampler.ts';
import { canonicalPagePath, canonicalQueryPage, pageSubjectOf, subjectExists } from './pagePaths.ts';
import {
  PAGE_TTL_MS,
  freshnessOf,
  rerenderDelay,
  servableStale,
  systemClock,
  type PageClock,
} from './pageFreshness.ts';
import { loadPageRenderer, type PageRenderer } from './renderer.ts';
import { recordingReads } from './renderReads.ts';

export { PAGE_TTL_MS } from './pageFreshness.ts';

/**
 * Paths the renderer left to the browser, remembered apart from the pages and by count: any path may be one (a
 * made-up one is too), so in the cache of pages they could push the real pages out.
 */
const MAX_SKIPPED = 256;
const HTML_TYPE = 'text/html; charset=utf-8';
/**
 * Renders at once (each is ~50–150 ms of CPU on the one JavaScript thread). Beyond it a visitor gets the shell at
 * once, which the browser draws: someone asking for many pages cannot make every visitor wait.
 */
export const MAX_RENDERS = 2;
/**
 * Cache-miss renders one client (its address, as `request.ip` reads it: TRUST_PROXY decides) may have running at once
 * (rules §35). One client asking for many unkept pages at once would otherwise hold every render slot, and
 * every other visitor of an unkept page would get the shell; with this bound it holds one, and its further cold pages
 * are the shell (the browser draws them) until its render ends. Re-renders of kept pages are not counted: their
 * visitors get the kept page meanwhile, and each page re-renders at most once per interval whoever asks.
 */
export const MAX_RENDERS_PER_CLIENT = 1;
/** A render that takes longer than this is given up (the shell is sent). */
const RENDER_TIMEOUT_MS = 10_000;

/** A path the browser draws (not a server-rendered page, or its data could not be loaded), for what it read. */
interface Skipped {
  version: string;
  reads: readonly string[];
  expiresAt: number;
}

/** The key of a page in the one cache (src/http/answerCache.ts), apart from the API's keys. */
const keyOf = (path: string) => `page ${path}`;

export interface WebPages {
  /** Sends the server-rendered page for this path when there is one (then return `reply`); false: send the shell. */
  send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean>;
  /**
   * Settles once the renderer is loaded, or known not to be built; rejects with the reason when a built renderer
   * cannot load (rules §25), so that the server stops instead of sending every visitor the empty shell.
   */
  ready: Promise<void>;
}

/** A built renderer that cannot load: the start stops with its reason. */
export class RendererLoadError extends Error {
  constructor(cause: unknown) {
    super(
      `The server-side renderer (apps/web/dist-ssr) could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}. Rebuild the web app with \`npm run build\`.`,
      { cause },
    );
  }
}

/** Logged-in users (or a browser that says it has a session) get the single-page app, as before. */
const isVisitor = (request: FastifyRequest) => request.user === null && request.cookies[SIGNED_IN_COOKIE] === undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${String(ms)} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, page: CachedAnswer) {
  void reply
    .header('content-type', HTML_TYPE)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  return request.server.answerCache.send(request, reply, keyOf(path), page);
}

export function createWebPages(app: FastifyInstance, webDist: string, clock: PageClock = systemClock): WebPages {
  let loadFailure: RendererLoadError | null = null;
  const loading: Promise<PageRenderer | null> = loadPageRenderer(app, webDist).then(
    (renderer) => {
      if (!renderer) app.log.warn('No server-side renderer built (apps/web/dist-ssr): every page is the app shell');
      return renderer;
    },
    (error: unknown) => {
      loadFailure = new RendererLoadError(error);
      return null;
    },
  );
  const ready = loading.then(() => {
    if (loadFailure) throw loadFailure;
  });

  // A failing page fails for every visitor who asks: one line per kind of failure a minute (rules §27), through the
  // error log that keeps request values out (src/http/errorLog.ts), the path cut short.
  const sampled = createLogSampler();
  const logFailure = (request: FastifyRequest, error: unknown, path: string, message: string) => {
    const logged = loggableError(error);
    // The kind: where it failed, not its message, which may quote the path.
    const repeated = sampled(`${message}\n${logged.type}\n${logged.code ?? ''}\n${logged.stack?.split('\n')[0] ?? ''}`);
    if (repeated === null) return;
    request.log.error({ error: logged, path: path.slice(0, 200), ...(repeated > 0 ? { repeated } : {}) }, message);
  };

  const cache = app.answerCache;
  const skipped = new LRUCache<string, Skipped>({ max: MAX_SKIPPED });
  let rendering = 0;
  /** Cold renders running per client address (MAX_RENDERS_PER_CLIENT); an address leaves the map at zero. */
  const clientRenders = new Map<string, number>();
  /** The render in flight per path, with the versions of every area when it was asked for. */
  const building = new Map<string, { asked: string; done: Promise<CachedAnswer | null> }>();

  async function build(renderer: PageRenderer, request: FastifyRequest, path: string) {
    // Read before the render: the page holds at least what these versions hold, so it is kept under them.
    const versions = await readAreaVersions(app.db);
    const renderedAt = clock.now();
    const reads = new Set<string>();
    let html: string | null = null;
    rendering++;
    try {
      const outcome = await withTimeout(
        recordingReads(reads, () => renderer.render(path, renderedAt)),
        RENDER_TIMEOUT_MS,
      );
      if (outcome.status === 'rendered') html = outcome.html;
      else request.log.debug({ path, reason: outcome.reason }, 'page left to the browser');
    } catch (error) {
      logFailure(request, error, path, 'server-side rendering failed: sending the app shell');
      // Not kept: the next visitor tries again.
      return null;
    } finally {
      rendering--;
    }
    const read = [...reads].sort();
    const version = versionOf(versions, read);
    const expiresAt = renderedAt + PAGE_TTL_MS;
    if (html === null) {
      if (version !== null) skipped.set(path, { version, reads: read, expiresAt });
      return null;
    }
    const page = {
      version: version ?? '',
      reads: read,
      renderedAt,
      expiresAt,
      body: Buffer.from(html),
      type: HTML_TYPE,
    };
    // A database without the areas' versions (before migration 0021): sent, never kept.
    if (version === null) return answerOf(page);
    // Kept even if a write landed while it rendered: it then holds more than its versions say, and is stale at once.
    skipped.delete(path);
    return cache.keep(keyOf(path), page);
  }

  const busy = (request: FastifyRequest, path: string) => {
    if (rendering < MAX_RENDERS) return false;
    request.log.debug({ path }, 'renderer busy: sending the app shell');
    return true;
  };

  /** Whether `path` may be rendered: not while the renderer is busy, and a user's or race's page only if it exists. */
  async function mayRender(request: FastifyRequest, path: string): Promise<boolean> {
    if (busy(request, path)) return false;
    const subject = pageSubjectOf(path);
    // Asked before a render, not kept: the answer is one indexed row, and a miss must not take a cache slot.
    return subject === null || (await subjectExists(app.db, subject));
  }

  /** Starts the render of `path` (after `delay` ms: its turn), shared by everyone asking until it ends. */
  function startBuild(renderer: PageRenderer, request: FastifyRequest, path: string, asked: string, delay: number) {
    const done = (delay > 0 ? clock.wait(delay) : Promise.resolve())
      .then(() => build(renderer, request, path))
      .finally(() => {
        if (building.get(path)?.done === done) building.delete(path);
      });
    building.set(path, { asked, done });
    return done;
  }

  /** A page nobody kept: rendered unless the renderer is busy (or the user or race does not exist). */
  async function coldPage(renderer: PageRenderer, request: FastifyRequest, path: string, asked: string) {
    if (!(await mayRender(request, path))) return null;
    // Another visitor may have started this render while the existence check ran: wait for theirs.
    const started = building.get(path);
    if (started?.asked === asked) return started.done;
    // Checked again right before the render starts (counted synchronously in build), so the bound is exact.
    if (busy(request, path)) return null;
    const client = request.ip;
    const held = clientRenders.get(client) ?? 0;
    if (held >= MAX_RENDERS_PER_CLIENT) {
      request.log.debug({ path }, 'this client already has a render running: sending the app shell');
      return null;
    }
    clientRenders.set(client, held + 1);
    return startBuild(renderer, request, path, asked, 0).finally(() => {
      const left = (clientRenders.get(client) ?? 1) - 1;
      if (left > 0) clientRenders.set(client, left);
      else clientRenders.delete(client);
    });
  }

  async function pageFor(renderer: PageRenderer, request: FastifyRequest, path: string) {
    const versions = await readAreaVersions(app.db);
    const asked = versionOf(versions, [...versions.keys()]) ?? '';
    const now = clock.now();
    const kept = cache.lookup(keyOf(path));
    const freshness = kept ? freshnessOf(kept, versions, now) : null;
    if (kept && freshness === 'fresh') return kept;
    // Its successor is rendering: the stale page meanwhile, for a bounded time (pageFreshness.ts).
    const pending = building.get(path);
    if (kept && freshness === 'stale' && pending && servableStale(kept, now)) return kept;
    const left = skipped.get(path);
    if (left && left.version === versionOf(versions, left.reads) && left.expiresAt > now) return null;
    if (pending?.asked === asked) return pending.done;
    if (kept && freshness === 'stale') {
      servableStale(kept, now);
      // Its turn: at most one render per interval, whatever the write rate; this visitor waits for it.
      return startBuild(renderer, request, path, asked, rerenderDelay(kept, now));
    }
    if (kept) cache.drop(keyOf(path));
    return coldPage(renderer, request, path, asked);
  }

  return {
    ready,
    async send(request, reply, path) {
      if (!isVisitor(request)) return false;
      // Pages are drawn and kept by path: a query string (the draw page's `?overlay=1`, rules §13) may change
      // what the browser draws, and the server's page would not match it, so the browser draws the page itself;
      // but a head-to-head record (rules §30) is its query, kept under that one spelling.
      // Any other spelling of a path is the browser's to draw: one key per page (src/web/pagePaths.ts).
      const key = request.url.includes('?') ? canonicalQueryPage(request.url) : canonicalPagePath(path);
      if (key === null) return false;
      const renderer = await loading;
      if (!renderer) return false;
      let page: CachedAnswer | null;
      try {
        page = await pageFor(renderer, request, key);
      } catch (error) {
        // E.g. the database is unreachable: the shell still loads, and the app says what failed.
        logFailure(request, error, path, 'no server-rendered page: sending the app shell');
        return false;
      }
      if (!page) return false;
      await sendPage(request, reply, key, page);
      return true;
    },
  };
}
