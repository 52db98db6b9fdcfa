import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigResponse } from '@pokered/core/schemas/config';
import { SEASON_SETTINGS } from '../../http/dataReads.ts';
import { readCurrentSeasonSettings } from '../season/queries.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ ok: z.literal(true) }),
          503: z.object({ ok: z.literal(false), error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { ok: true as const };
      return reply.status(503).send({ ok: false as const, error: 'The database is unavailable right now.' });
    },
  );
  app.get(
    '/config',
    {
      // The server's settings and the season's prize pool link (rules §33): only a change of those re-renders a page
      // that reads nothing else (/rules, /help).
      config: { access: 'public', cache: 'shared', reads: SEASON_SETTINGS },
      schema: { response: { 200: siteConfigResponse } },
    },
    async () => ({
      // The season's own link once an admin saved one (rules §33), else the server's PRIZE_POOL_URL.
      prizePoolUrl: (
        await readCurrentSeasonSettings(app.db, {
          year: app.env.tournamentYear,
          prizePoolUrl: app.env.PRIZE_POOL_URL ?? null,
        })
      ).prizePoolUrl,
      tournamentYear: app.env.tournamentYear,
      racetimeBaseUrl: app.env.RACETIME_BASE_URL,
    }),
  );
};
