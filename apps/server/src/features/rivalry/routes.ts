/** Head-to-head records (rules §30), HTTP only: the rules live in packages/core/rivalry.ts, the reads in queries.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headToHeadQuery, headToHeadResponse } from '@pokered/core/schemas/rivalry';
import { TOURNAMENT_RECORD } from '../../http/dataReads.ts';
import { loadHeadToHead } from './queries.ts';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ONE_SPELLING = new RegExp(`^/api/h2h\\?a=${ID}&b=${ID}$`);

export const rivalryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and the same for every caller: kept while the record it reads is unchanged like the other public reads, under the query's one
  // spelling (two lower-case ids, a first); only 200 answers are kept, so one per pair of existing runners.
  app.get(
    '/h2h',
    {
      config: { access: 'public', cache: 'shared', cacheQuery: ONE_SPELLING, reads: TOURNAMENT_RECORD },
      schema: { querystring: headToHeadQuery, response: { 200: headToHeadResponse } },
    },
    async (request) => loadHeadToHead(app.db, request.query.a, request.query.b),
  );
};
