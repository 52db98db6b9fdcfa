/**
 * Seasons (rules §34) and their settings (rules §33): public to read (/info and /seasons show them); admins edit
 * the settings, start the next season and enter its runners.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSeasonSettingsResponse,
  seasonSettingsPatch,
  seasonSettingsResponse,
  seasonYearParams,
} from '@pokered/core/schemas/seasonSettings';
import {
  addEntrantsRequest,
  addEntrantsResponse,
  seasonEntrantsResponse,
  seasonListResponse,
  seasonPickerResponse,
  seasonQuery,
  startSeasonRequest,
  startSeasonResponse,
} from '@pokered/core/schemas/seasons';
import { requireUser } from '../../http/access.ts';
import { SEASON_LIST, SEASON_SETTINGS } from '../../http/dataReads.ts';
import { addSeasonEntrants, changeSeasonSettings, startSeason } from './mutations.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { listSeasonEntrants, listSeasons, readCurrentSeasonSettings, readSeasonPicker } from './queries.ts';

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

  app.get(
    '/seasons',
    {
      config: { access: 'public', cache: 'shared', reads: SEASON_LIST },
      schema: { response: { 200: seasonListResponse } },
    },
    async () => listSeasons(app.db),
  );

  // rules §36: a few years around the page's season, so a season's pages do not grow with the number of seasons.
  app.get(
    '/seasons/picker',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/seasons/picker'),
        reads: SEASON_LIST,
      },
      schema: { querystring: seasonQuery, response: { 200: seasonPickerResponse } },
    },
    async (request) => {
      const { season } = request.query;
      // An unknown year is a 404, as on every season-bound read.
      await resolveSeason(app.db, season);
      return readSeasonPicker(app.db, season);
    },
  );

  app.get(
    '/seasons/:year/entrants',
    {
      config: { access: 'public', cache: 'shared', reads: SEASON_LIST },
      schema: { params: seasonYearParams, response: { 200: seasonEntrantsResponse } },
    },
    async (request) => listSeasonEntrants(app.db, request.params.year),
  );

  app.post(
    '/admin/seasons',
    {
      config: { access: 'admin' },
      schema: { body: startSeasonRequest, response: { 201: startSeasonResponse } },
    },
    async (request, reply) => {
      const started = await startSeason(app.db, requireUser(request).id, request.body.year);
      return reply.code(201).send(started);
    },
  );

  app.post(
    '/admin/seasons/:year/entrants',
    {
      config: { access: 'admin' },
      schema: { params: seasonYearParams, body: addEntrantsRequest, response: { 200: addEntrantsResponse } },
    },
    async (request) => addSeasonEntrants(app.db, requireUser(request).id, request.params.year, request.body.userIds),
  );
};
