/**
 * Server-rendered pages for visitors without a session (docs/decisions/005-server-rendering.md).
 *
 * A page is rendered once per (path, data version) and kept with the API's cached answers in the one cache bounded by
 * bytes (src/http/answerCache.ts): the data version changes at the commit of every write the public pages show, so a
 * kept page is never stale. Texts relative to the current time ("in 2d 3h") are refreshed by rendering again after a
 * minute at most. Pages are compressed once, on first demand per encoding. Anything that goes wrong, and every path
 * the renderer does not draw, falls back to the single-page app's shell: a visitor never gets an error page from here.
 *
 * Anyone can ask for any path, so what may cost a render is bounded (src/web/pagePaths.ts): only canonical paths,
 * only existing users and races; paths the renderer left to the browser are remembered apart, by count (they never
 * push a real page out); and at most MAX_RENDERS renders run at once: a visitor who would wait for another gets the
 * shell.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SIGNED_IN_COOKIE } from '../auth/sessions.ts';
import { readDataVersion } from '../db/dataVersion.ts';
import { answerOf, type CachedAnswer } from '../http/answerCache.ts';
import { loggableError } from '../http/errorLog.ts';
import { createLogSampler } from '../http/logSampler.ts';
import { canonicalPagePath, canonicalQueryPage, pageSubjectOf, subjectExists } from './pagePaths.ts';
import { loadPageRenderer, type PageRenderer } from './renderer.ts';

/** How long a rendered page is kept at most, for its time-relative texts. */
export const PAGE_TTL_MS = 60_000;
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
/** A render that takes longer than this is given up (the shell is sent). */
const RENDER_TIMEOUT_MS = 10_000;

/** A path the browser draws (not a server-rendered page, or its data could not be loaded), for one data version. */
interface Skipped {
  version: string;
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

export function createWebPages(app: FastifyInstance, webDist: string): WebPages {
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
  const building = new Map<string, { version: string; done: Promise<CachedAnswer | null> }>();

  async function build(renderer: PageRenderer, request: FastifyRequest, path: string, version: string) {
    const renderedAt = Date.now();
    let html: string | null = null;
    rendering++;
    try {
      const outcome = await withTimeout(renderer.render(path, renderedAt), RENDER_TIMEOUT_MS);
      if (outcome.status === 'rendered') html = outcome.html;
      else request.log.debug({ path, reason: outcome.reason }, 'page left to the browser');
    } catch (error) {
      logFailure(request, error, path, 'server-side rendering failed: sending the app shell');
      // Not kept: the next visitor tries again.
      return null;
    } finally {
      rendering--;
    }
    const expiresAt = renderedAt + PAGE_TTL_MS;
    const body = html === null ? null : Buffer.from(html);
    // A write committed while the page was drawn may or may not be in it: keep it only if none did.
    const unchanged = (await readDataVersion(app.db)) === version;
    if (body === null) {
      if (unchanged) skipped.set(path, { version, expiresAt });
      return null;
    }
    const page = { version, expiresAt, body, type: HTML_TYPE };
    if (!unchanged) return answerOf(page);
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

  async function pageFor(renderer: PageRenderer, request: FastifyRequest, path: string) {
    const version = await readDataVersion(app.db);
    if (version === null) {
      if (!(await mayRender(request, path)) || busy(request, path)) return null;
      return build(renderer, request, path, '');
    }
    const kept = cache.fresh(keyOf(path), version);
    if (kept) return kept;
    const left = skipped.get(path);
    if (left?.version === version && left.expiresAt > Date.now()) return null;
    const pending = building.get(path);
    if (pending?.version === version) return pending.done;
    if (!(await mayRender(request, path))) return null;
    // Another visitor may have started this render while the existence check ran: wait for theirs.
    const started = building.get(path);
    if (started?.version === version) return started.done;
    // Checked again right before the render starts (counted synchronously in build), so the bound is exact.
    if (busy(request, path)) return null;
    const done = build(renderer, request, path, version).finally(() => {
      if (building.get(path)?.done === done) building.delete(path);
    });
    building.set(path, { version, done });
    return done;
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
