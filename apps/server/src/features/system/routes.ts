import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigResponse } from '@pokered/core/schemas/config';

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
      // The server's settings, no data: a page that reads only this (/rules, /help) is never rendered again by a write.
      config: { access: 'public', reads: [] },
      schema: { response: { 200: siteConfigResponse } },
    },
    async () => ({
      prizePoolUrl: app.env.PRIZE_POOL_URL ?? null,
      tournamentYear: app.env.tournamentYear,
      racetimeBaseUrl: app.env.RACETIME_BASE_URL,
    }),
  );
};
