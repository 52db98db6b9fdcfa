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
import { linkRacetime, setRaceRoom } from './mutations.ts';
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
    async (request) => setRaceRoom(app.db, request.params.id, requireUser(request), request.body.room),
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
