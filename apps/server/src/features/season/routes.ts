/** A season's settings (rules §33): public to read (/info shows them), admins edit them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSeasonSettingsResponse,
  seasonSettingsResponse,
  seasonSettingsSchema,
} from '@pokered/core/schemas/seasonSettings';
import { requireUser } from '../../http/access.ts';
import { saveSeasonSettings } from './mutations.ts';
import { readCurrentSeasonSettings } from './queries.ts';

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallbackPrizePoolUrl = app.env.PRIZE_POOL_URL ?? null;

  app.get(
    '/season/settings',
    { config: { access: 'public', cache: 'shared' }, schema: { response: { 200: seasonSettingsResponse } } },
    async () => readCurrentSeasonSettings(app.db, fallbackPrizePoolUrl),
  );

  app.put(
    '/admin/season/settings',
    {
      config: { access: 'admin' },
      schema: { body: seasonSettingsSchema, response: { 200: saveSeasonSettingsResponse } },
    },
    async (request) => saveSeasonSettings(app.db, requireUser(request).id, request.body, fallbackPrizePoolUrl),
  );
};
