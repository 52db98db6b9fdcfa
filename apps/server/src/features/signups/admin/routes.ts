/** Admin → Entrants (rules §38) and the published seeding (rules §39): admin only, every write audited. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonYearParams } from '@pokered/core/schemas/seasonSettings';
import {
  adminEntriesResponse,
  adminEntrySchema,
  entryActionRequest,
  entryParams,
  seedingResponse,
} from '@pokered/core/schemas/signups';
import { requireUser } from '../../../http/access.ts';
import { publishSeeding } from '../seeding/mutations.ts';
import { changeEntry } from './mutations.ts';
import { entriesCsv, listEntries } from './queries.ts';

export const signupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/seasons/:year/entries',
    {
      config: { access: 'admin' },
      schema: { params: seasonYearParams, response: { 200: adminEntriesResponse } },
    },
    async (request) => listEntries(app.db, request.params.year),
  );

  app.get(
    '/admin/seasons/:year/entries.csv',
    {
      config: { access: 'admin' },
      schema: { params: seasonYearParams, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const csv = await entriesCsv(app.db, request.params.year);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="entrants-${String(request.params.year)}.csv"`)
        .send(csv);
    },
  );

  app.patch(
    '/admin/seasons/:year/entries/:userId',
    {
      config: { access: 'admin' },
      schema: { params: entryParams, body: entryActionRequest, response: { 200: adminEntrySchema } },
    },
    async (request) =>
      changeEntry(app.db, requireUser(request).id, request.params.year, request.params.userId, request.body),
  );

  app.post(
    '/admin/seasons/:year/seeding',
    {
      config: { access: 'admin' },
      schema: { params: seasonYearParams, response: { 200: seedingResponse } },
    },
    async (request) =>
      publishSeeding(app.db, app.racetime, requireUser(request).id, request.params.year, app.racetimeNow),
  );
};
