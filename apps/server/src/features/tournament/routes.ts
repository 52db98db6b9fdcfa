import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the tournament feature.
export const tournamentRoutes: FastifyPluginAsyncZod = async () => {};
