/** Tournament state, standings, the playoff bracket, exhibition results and round end (rules §4, §8, §9, §17), HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import { userIdParams } from '@pokered/core/schemas/pickems';
import {
  bracketResponse,
  endRoundRequest,
  exhibitionResponse,
  roundChecklistResponse,
  standingsDetailResponse,
  standingsResponse,
  tournamentRoundResponse,
} from '@pokered/core/schemas/tournament';
import { requireUser } from '../../http/access.ts';
import { findRaces, viewerOf } from '../races/queries.ts';
import { loadPlayoffBracket } from './bracket/queries.ts';
import { endRound } from './mutations.ts';
import { exhibitionRacesOf, loadRoundChecklist, loadRoundInfo } from './queries.ts';
import { loadStandings, loadStandingsDetail } from './standings/queries.ts';
import { TOURNAMENT_RECORD } from '../../http/dataReads.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { seasonQuery } from '@pokered/core/schemas/seasons';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournament/round',
    {
      config: { access: 'public', reads: ['tournament'] },
      schema: { querystring: seasonQuery, response: { 200: tournamentRoundResponse } },
    },
    async (request) => loadRoundInfo(app.db, nowSeconds(), await resolveSeason(app.db, request.query.season)),
  );

  app.get(
    '/tournament/standings',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/tournament/standings'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: standingsResponse } },
    },
    async (request) => loadStandings(app.db, undefined, await resolveSeason(app.db, request.query.season)),
  );

  // Not cached: one answer per runner would make the read cache's key space unbounded (src/http/readCache.ts).
  app.get(
    '/tournament/standings/:userId',
    {
      config: { access: 'public', reads: TOURNAMENT_RECORD },
      schema: { params: userIdParams, querystring: seasonQuery, response: { 200: standingsDetailResponse } },
    },
    async (request) =>
      loadStandingsDetail(app.db, request.params.userId, await resolveSeason(app.db, request.query.season)),
  );

  app.get(
    '/tournament/bracket',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/tournament/bracket'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: bracketResponse } },
    },
    async (request) => loadPlayoffBracket(app.db, (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/tournament/exhibition',
    {
      config: {
        access: 'public',
        cache: 'anonymous',
        cacheQuery: oneSeasonSpelling('/api/tournament/exhibition'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: exhibitionResponse } },
    },
    async (request) => {
      const { year } = await resolveSeason(app.db, request.query.season);
      return findRaces(app.db, exhibitionRacesOf(year), 'soonest', viewerOf(request.user), year);
    },
  );

  app.get(
    '/admin/round-checklist',
    { config: { access: 'admin' }, schema: { response: { 200: roundChecklistResponse } } },
    async () => loadRoundChecklist(app.db, nowSeconds()),
  );

  app.post(
    '/tournament/end-round',
    { config: { access: 'admin' }, schema: { body: endRoundRequest, response: { 200: messageResponse } } },
    async (request) => endRound(app.db, requireUser(request).id),
  );
};
