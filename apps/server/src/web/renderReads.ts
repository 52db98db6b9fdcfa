/**
 * What a page reads, recorded while it renders: the renderer reads the API in-process (src/web/renderer.ts), and each
 * API route names its data areas (`config.reads`, src/http/dataReads.ts). A render runs inside `recordingReads`; the
 * hook below adds the areas of every API request made inside it. So a page declares exactly what it read, and a new
 * query on a page is covered without anyone listing it (docs/decisions/018-versions-per-area.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { readsOf } from '../http/dataReads.ts';

const current = new AsyncLocalStorage<Set<string>>();

/** Runs `render`, collecting the areas of every API request made inside it into `reads`. */
export function recordingReads<T>(reads: Set<string>, render: () => Promise<T>): Promise<T> {
  return current.run(reads, render);
}

/** Adds each request's route areas to the render it was made for (none outside a render). */
export function registerRenderReads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const reads = current.getStore();
    if (!reads) return;
    for (const area of readsOf(request.routeOptions.config.reads)) reads.add(area);
  });
}
