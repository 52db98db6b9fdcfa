/** A season's settings (rules §33): public to read (/info shows them), admins edit them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSeasonSettingsResponse,
  seasonSettingsPatch,
  seasonSettingsResponse,
  seasonYearParams,
} from '@pokered/core/schemas/seasonSettings';
import { requireUser } from '../../http/access.ts';
import { SEASON_SETTINGS } from '../../http/dataReads.ts';
import { changeSeasonSettings } from './mutations.ts';
import { readCurrentSeasonSettings } from './queries.ts';

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallbackPrizePoolUrl = app.env.PRIZE_POOL_URL ?? null;

  app.get(
    '/season/settings',
    {
      config: { access: 'public', cache: 'shared', reads: SEASON_SETTINGS },
      schema: { response: { 200: seasonSettingsResponse } },
    },
    async () => readCurrentSeasonSettings(app.db, { year: app.env.tournamentYear, prizePoolUrl: fallbackPrizePoolUrl }),
  );

  app.patch(
    '/admin/seasons/:year',
    {
      config: { access: 'admin' },
      schema: { params: seasonYearParams, body: seasonSettingsPatch, response: { 200: saveSeasonSettingsResponse } },
    },
    async (request) =>
      changeSeasonSettings(app.db, requireUser(request).id, request.params.year, request.body, fallbackPrizePoolUrl),
  );
};
