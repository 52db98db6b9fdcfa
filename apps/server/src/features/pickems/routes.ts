/** Pickems (rules §10): submissions, picks views, leaderboard, stats, and the admin recalibration. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import {
  favoritesResponse,
  leaderboardResponse,
  oneOffPicksRequest,
  pickemsStatsResponse,
  pickemsViewResponse,
  recalibrationPreviewResponse,
  recalibrationResultResponse,
  roundPicksRequest,
  userIdParams,
} from '@pokered/core/schemas/pickems';
import { requireUser } from '../../http/access.ts';
import { recalibratePickems, submitOneOffPicks, submitRoundPicks } from './mutations.ts';
import { readPickemsView } from './playerPicks/queries.ts';
import { previewRecalibration } from './scoring/queries.ts';
import { favorites, leaderboard, pickemsStats } from './stats/queries.ts';
import { PICKEMS_VIEWS } from '../../http/dataReads.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { seasonQuery } from '@pokered/core/schemas/seasons';

export const pickemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pickems/submit-one-off',
    { config: { access: 'user' }, schema: { body: oneOffPicksRequest, response: { 200: messageResponse } } },
    async (request) => {
      await submitOneOffPicks(app.db, requireUser(request).id, request.body);
      return { message: 'Pickems submitted successfully.' };
    },
  );

  app.post(
    '/pickems/submit-round-picks',
    { config: { access: 'user' }, schema: { body: roundPicksRequest, response: { 200: messageResponse } } },
    async (request) => {
      await submitRoundPicks(app.db, requireUser(request).id, request.body);
      return { message: 'Picks submitted successfully!' };
    },
  );

  app.get(
    '/pickems',
    { config: { access: 'user' }, schema: { response: { 200: pickemsViewResponse } } },
    async (request) => {
      const { id } = requireUser(request);
      return readPickemsView(app.db, id, { id });
    },
  );

  app.get(
    '/pickems/leaderboard',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/pickems/leaderboard'),
        reads: PICKEMS_VIEWS,
      },
      schema: { querystring: seasonQuery, response: { 200: leaderboardResponse } },
    },
    async (request) => leaderboard(app.db, (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/pickems/stats/all',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/pickems/stats/all'),
        reads: PICKEMS_VIEWS,
      },
      schema: { querystring: seasonQuery, response: { 200: pickemsStatsResponse } },
    },
    async (request) => pickemsStats(app.db, (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/pickems/stats/favorites',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/pickems/stats/favorites'),
        reads: PICKEMS_VIEWS,
      },
      schema: { querystring: seasonQuery, response: { 200: favoritesResponse } },
    },
    async (request) => favorites(app.db, (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/pickems/:userId',
    {
      config: { access: 'public', reads: PICKEMS_VIEWS },
      schema: { params: userIdParams, response: { 200: pickemsViewResponse } },
    },
    async (request) => readPickemsView(app.db, request.params.userId, { id: request.user?.id ?? null }),
  );

  app.post(
    '/admin/recalibrate-pickems-preview',
    { config: { access: 'admin' }, schema: { response: { 200: recalibrationPreviewResponse } } },
    async () => previewRecalibration(app.db),
  );

  app.post(
    '/admin/recalibrate-pickems',
    { config: { access: 'admin' }, schema: { response: { 200: recalibrationResultResponse } } },
    async (request) => recalibratePickems(app.db, requireUser(request).id),
  );
};
