/** Booking a group's race as an admin (rules §23), HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@pokered/core/schemas/common';
import { adminGroupRaceFields } from '@pokered/core/schemas/groupRace';
import { raceActionResponse } from '@pokered/core/schemas/races';
import { requireUser } from '../../http/access.ts';
import { bookGroupRace } from './mutations.ts';

export const groupRaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/groups/:id/race',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: adminGroupRaceFields, response: { 200: raceActionResponse } },
    },
    async (request) => bookGroupRace(app.db, requireUser(request), request.params.id, request.body),
  );
};
