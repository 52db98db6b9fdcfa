/**
 * Loads the web app's server-side renderer: a built artifact (apps/web/dist-ssr/entry-server.js, made by
 * `npm run build -w @pokered/web`), read by path at run time like the files of dist/ are. The server never imports
 * the web app's source. The renderer's fetches (the page's queries) are answered in-process by the server's own
 * API routes (`app.inject`): same access rules, read cache and serialisation as a browser's request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isPageTemplate, pageAssets, pageDocument, type Manifest, type PageMeta } from './document.ts';

/** The link preview the renderer makes from the page's data (the server adds the page's address). */
export type RenderedMeta = Omit<PageMeta, 'url'>;

/** What the renderer answers (src/entry-server.ts of the web app). */
export type RenderOutcome =
  | {
      status: 'rendered';
      head: string;
      html: string;
      payload: { pages: string[] } & Record<string, unknown>;
      meta?: RenderedMeta;
    }
  | { status: 'skipped'; reason: string };

interface RendererModule {
  PAYLOAD_ELEMENT_ID: string;
  setFetch(fetch: typeof globalThis.fetch): void;
  render(url: string, renderedAt: number, options?: { linkedCssVariables?: boolean }): Promise<RenderOutcome>;
}

/** A page's whole HTML document, or why the browser draws it instead. */
export type PageOutcome = { status: 'rendered'; html: string } | { status: 'skipped'; reason: string };

export interface PageRenderer {
  render(path: string, renderedAt: number): Promise<PageOutcome>;
}

function isRendererModule(value: unknown): value is RendererModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return (
    typeof module.PAYLOAD_ELEMENT_ID === 'string' &&
    typeof module.setFetch === 'function' &&
    typeof module.render === 'function'
  );
}

function isRenderedMeta(value: unknown): value is RenderedMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Record<string, unknown>;
  return (['title', 'description', 'type', 'siteName'] as const).every((key) => typeof meta[key] === 'string');
}

function isRenderOutcome(value: unknown): value is RenderOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const outcome = value as Record<string, unknown>;
  if (outcome.status === 'skipped') return typeof outcome.reason === 'string';
  const payload = outcome.payload as Record<string, unknown> | null | undefined;
  return (
    outcome.status === 'rendered' &&
    typeof outcome.head === 'string' &&
    typeof outcome.html === 'string' &&
    Array.isArray(payload?.pages) &&
    (outcome.meta === undefined || isRenderedMeta(outcome.meta))
  );
}

/**
 * The renderer module is one per process (Node caches it), but its fetches must reach the app that is rendering:
 * each render runs with its app's in-process fetch in this store.
 */
const inProcessFetch = new AsyncLocalStorage<typeof globalThis.fetch>();

const dispatchFetch: typeof globalThis.fetch = (input, init) => {
  const fetch = inProcessFetch.getStore();
  if (!fetch) return Promise.reject(new Error('The page renderer fetched outside of a render'));
  return fetch(input, init);
};

/** GET requests to the app's own /api routes, as an anonymous visitor. */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  const publicHost = new URL(app.env.publicUrl).host;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/'))
      throw new Error(`The page renderer may only read the API: ${url}`);
    // Addressed to the public host, the one name every server answers to (src/http/hostCheck.ts).
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', host: publicHost },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const contentType = response.headers['content-type'];
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * Mantine's CSS variables as the web build wrote them (apps/web/build/mantineVariables.ts): a hashed file under
 * dist/assets, linked from every page drawn here instead of 25.8 KB inline in each. Null for a build without it
 * (the renderer then writes them inline, as before).
 */
function mantineVariablesFile(webDist: string): string | null {
  const record = join(webDist, '.vite/theme-variables.json');
  if (!existsSync(record)) return null;
  const { file } = JSON.parse(readFileSync(record, 'utf8')) as { file?: unknown };
  return typeof file === 'string' && existsSync(join(webDist, file)) ? file : null;
}

/** Where the renderer is built: beside the browser's files (`dist`), never among them. */
export const rendererDir = (webDist: string) => resolve(webDist, '../dist-ssr');

/** The renderer for the built web app in `webDist`; null when it was not built (the app is then served as a shell). */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = join(rendererDir(webDist), 'entry-server.js');
  const manifestFile = join(webDist, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!isPageTemplate(template)) throw new Error('index.html has no place for a rendered page');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isRendererModule(module)) throw new Error(`${entry} is not the page renderer`);
  module.setFetch(dispatchFetch);
  const fetch = injectFetch(app);
  const publicUrl = app.env.publicUrl;
  const variables = mantineVariablesFile(webDist);
  const options = { linkedCssVariables: variables !== null };

  return {
    async render(path, renderedAt) {
      const outcome: unknown = await inProcessFetch.run(fetch, () => module.render(path, renderedAt, options));
      if (!isRenderOutcome(outcome)) throw new Error('The page renderer answered something unexpected');
      if (outcome.status === 'skipped') return outcome;
      const assets = pageAssets(manifest, outcome.payload.pages);
      const html = pageDocument(template, {
        head: outcome.head,
        // The path is the canonical one the page is kept under (src/web/pagePaths.ts), without a query string.
        meta: outcome.meta ? { ...outcome.meta, url: `${publicUrl}${path}` } : undefined,
        html: outcome.html,
        // First of the page's stylesheets: after the shell's own, as the inline variables came after them too.
        assets: variables ? { ...assets, css: [variables, ...assets.css] } : assets,
        payloadId: module.PAYLOAD_ELEMENT_ID,
        payload: outcome.payload,
      });
      return { status: 'rendered', html };
    },
  };
}
