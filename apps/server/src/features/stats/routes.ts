/** GET /api/stats and GET /api/past-results (rules §10a): public, read-only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pastResultsResponse, statsResponse } from '@pokered/core/schemas/stats';
import { loadPastResultsFile, readPastResults, readStats } from './queries.ts';
import { RECORD_AND_HISTORY } from '../../http/dataReads.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { seasonQuery } from '@pokered/core/schemas/seasons';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Validate the repository's data file now: a broken file stops the start instead of a request failing later.
  loadPastResultsFile();

  // The original site sent a bearer secret here; it is not reproduced and a sent header is simply ignored.
  app.get(
    '/stats',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/stats'),
        reads: RECORD_AND_HISTORY,
      },
      schema: { querystring: seasonQuery, response: { 200: statsResponse } },
    },
    async (request) => readStats(app.db, (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/past-results',
    {
      config: { access: 'public', cache: 'shared', reads: RECORD_AND_HISTORY },
      schema: { response: { 200: pastResultsResponse } },
    },
    async () => readPastResults(app.db),
  );
};
