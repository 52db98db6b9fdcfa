/** Recording race results (rules §6), HTTP only: the rules live in mutations.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@pokered/core/schemas/common';
import { completeRaceRequest, completeRaceResponse } from '@pokered/core/schemas/results';
import { requireUser } from '../../http/access.ts';
import { completeRace } from './mutations.ts';

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/races/:id/complete',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: completeRaceRequest, response: { 200: completeRaceResponse } },
    },
    async (request) =>
      completeRace(app.db, { raceId: request.params.id, admin: requireUser(request), request: request.body }),
  );
};
