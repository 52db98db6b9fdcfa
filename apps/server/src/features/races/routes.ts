/** Races (rules §6), HTTP only: every rule lives in queries.ts / mutations.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idSchema } from '@pokered/core/schemas/common';
import {
  raceActionResponse,
  raceListResponse,
  raceResponse,
  rescheduleRequest,
  restreamRequest,
  submitRaceFields,
  userRacesResponse,
} from '@pokered/core/schemas/races';
import { readyToCompleteResponse } from '@pokered/core/schemas/racetime';
import { happeningResponse } from '@pokered/core/schemas/home';
import { requireUser } from '../../http/access.ts';
import { finishedRooms } from '../racetime/queries.ts';
import { notFound } from '../../http/errors.ts';
import { loadUserRefs } from '../users/queries.ts';
import {
  cancelRace,
  cancelRestream,
  planRestream,
  pullOutCommentator,
  rescheduleRace,
  signUpCommentator,
  submitRace,
  uncancelRace,
} from './mutations.ts';
import {
  findRaceById,
  listCompletedRaces,
  listCurrentRoundRaces,
  listRacesReadyToComplete,
  listUserRaces,
  viewerOf,
} from './queries.ts';
import { loadHappening } from './happening/queries.ts';
import { TOURNAMENT_RECORD } from '../../http/dataReads.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { seasonQuery } from '@pokered/core/schemas/seasons';
import { loadRacePairs } from '../rivalry/queries.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/races',
    {
      config: {
        access: 'public',
        cache: 'anonymous',
        cacheQuery: oneSeasonSpelling('/api/races'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: raceListResponse } },
    },
    async (request) =>
      listCurrentRoundRaces(app.db, viewerOf(request.user), await resolveSeason(app.db, request.query.season)),
  );

  app.post(
    '/races/submit',
    { config: { access: 'runner' }, schema: { body: submitRaceFields, response: { 201: raceActionResponse } } },
    async (request, reply) => reply.status(201).send(await submitRace(app.db, requireUser(request), request.body)),
  );

  app.get(
    '/races/ready-to-complete',
    { config: { access: 'admin' }, schema: { response: { 200: readyToCompleteResponse } } },
    async (request) => {
      const list = await listRacesReadyToComplete(app.db, viewerOf(request.user), nowSeconds());
      // rules §16: the rooms the racetime.gg watcher saw finish have results ready to import.
      const ready = await finishedRooms(
        app.db,
        list.flatMap((race) => (race.raceTimeId ? [race.raceTimeId] : [])),
      );
      return list.map((race) => ({ ...race, racetimeReady: race.raceTimeId !== null && ready.has(race.raceTimeId) }));
    },
  );

  app.get(
    '/races/completed',
    {
      config: {
        access: 'public',
        cache: 'anonymous',
        cacheQuery: oneSeasonSpelling('/api/races/completed'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: raceListResponse } },
    },
    async (request) =>
      listCompletedRaces(app.db, viewerOf(request.user), (await resolveSeason(app.db, request.query.season)).year),
  );

  app.get(
    '/races/user',
    { config: { access: 'user' }, schema: { response: { 200: userRacesResponse } } },
    async (request) => {
      const user = requireUser(request);
      return listUserRaces(app.db, user.id, viewerOf(user));
    },
  );

  app.get(
    '/races/user/:userId',
    {
      config: { access: 'public' },
      schema: { params: z.object({ userId: idSchema }), response: { 200: userRacesResponse } },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await loadUserRefs(app.db, [userId])).has(userId)) throw notFound('No user found with that id.');
      return listUserRaces(app.db, userId, viewerOf(request.user));
    },
  );

  app.get(
    '/races/:id',
    {
      config: { access: 'public', reads: TOURNAMENT_RECORD },
      schema: { params: idParams, response: { 200: raceResponse } },
    },
    async (request) => {
      const race = await findRaceById(app.db, request.params.id, viewerOf(request.user));
      if (!race) throw notFound('Race not found.');
      const racers = race.racer3 ? [race.racer1, race.racer2, race.racer3] : [race.racer1, race.racer2];
      return { ...race, pairs: await loadRacePairs(app.db, { raceDateTime: race.raceDateTime, racers }) };
    },
  );

  const raceWrite = { params: idParams, response: { 200: raceActionResponse } };

  app.post('/races/:id/commentator', { config: { access: 'user' }, schema: raceWrite }, async (request) =>
    signUpCommentator(app.db, request.params.id, requireUser(request)),
  );
  app.post('/races/:id/remove-commentator', { config: { access: 'user' }, schema: raceWrite }, async (request) =>
    pullOutCommentator(app.db, request.params.id, requireUser(request)),
  );
  app.post('/races/:id/cancel', { config: { access: 'admin' }, schema: raceWrite }, async (request) =>
    cancelRace(app.db, request.params.id, requireUser(request)),
  );
  app.post('/races/:id/uncancel', { config: { access: 'admin' }, schema: raceWrite }, async (request) =>
    uncancelRace(app.db, request.params.id, requireUser(request)),
  );
  // A racer of that race or an admin (rules §3): the mutation checks the racer part against the locked row.
  app.post(
    '/races/:id/reschedule',
    { config: { access: 'user' }, schema: { ...raceWrite, body: rescheduleRequest } },
    async (request) => rescheduleRace(app.db, request.params.id, requireUser(request), request.body.raceDateTime),
  );
  app.post(
    '/races/:id/restream',
    { config: { access: 'admin' }, schema: { ...raceWrite, body: restreamRequest } },
    async (request) => planRestream(app.db, request.params.id, requireUser(request), request.body.restreamChannel),
  );
  app.post('/races/:id/cancel-restream', { config: { access: 'admin' }, schema: raceWrite }, async (request) =>
    cancelRestream(app.db, request.params.id, requireUser(request)),
  );

  // rules §29: the visitors' Home. Not cached per data version: a race turns live by the clock, with no write.
  app.get(
    '/happening',
    { config: { access: 'public', reads: TOURNAMENT_RECORD }, schema: { response: { 200: happeningResponse } } },
    async (request) => loadHappening(app.db, viewerOf(request.user), nowSeconds()),
  );
};
