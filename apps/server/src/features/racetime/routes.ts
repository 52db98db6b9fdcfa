/** racetime.gg (rules §16), HTTP only: linking an account, a race's room, and the admin's import preview. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@pokered/core/schemas/common';
import {
  linkRacetimeRequest,
  raceRoomRequest,
  racetimePreviewRequest,
  racetimePreviewResponse,
} from '@pokered/core/schemas/racetime';
import { raceActionResponse } from '@pokered/core/schemas/races';
import { requireUser } from '../../http/access.ts';
import { viewerOf } from '../races/queries.ts';
import { linkRacetime, readAttachedRoom, setRaceRoom } from './mutations.ts';
import { previewRoom } from './queries.ts';

export const racetimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/racetime',
    { config: { access: 'user' }, schema: { body: linkRacetimeRequest, response: { 200: messageResponse } } },
    async (request) => linkRacetime(app.db, requireUser(request).id, request.body.racetime),
  );

  // A racer of that race or an admin (rules §3): the mutation checks the racer part against the locked row.
  app.post(
    '/races/:id/room',
    {
      config: { access: 'user' },
      schema: { params: idParams, body: raceRoomRequest, response: { 200: raceActionResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await setRaceRoom(app.db, request.params.id, user, request.body.room);
      // rules §16: a race about to start gets its room read at once, for the Watch link (at most once a minute).
      return readAttachedRoom(app.db, app.racetime, answer, viewerOf(user), app.racetimeNow, request.log);
    },
  );

  app.post(
    '/admin/races/:id/racetime-preview',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: racetimePreviewRequest, response: { 200: racetimePreviewResponse } },
    },
    async (request) => previewRoom(app.db, app.racetime, request.params.id, request.body.room),
  );
};
