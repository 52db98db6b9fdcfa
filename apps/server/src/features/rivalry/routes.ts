/** Head-to-head records (rules §30), HTTP only: the rules live in packages/core/rivalry.ts, the reads in queries.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headToHeadQuery, headToHeadResponse } from '@pokered/core/schemas/rivalry';
import { loadHeadToHead } from './queries.ts';

export const rivalryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and the same for every caller. Not in the read cache: that keeps one answer per route, and this one
  // varies with its query; it is two indexed reads of two runners' races. Its page (/h2h) is rendered and kept.
  app.get(
    '/h2h',
    { config: { access: 'public' }, schema: { querystring: headToHeadQuery, response: { 200: headToHeadResponse } } },
    async (request) => loadHeadToHead(app.db, request.query.a, request.query.b),
  );
};
